// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "claimcheck.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// The claims in words, translated: each statement as articles write it, the verdict's name,
/// and a one-line summary assembled from the experiment's figures (never written per device in
/// advance). docs/claims.md gives the sources.
class ClaimText
{
    Q_DECLARE_TR_FUNCTIONS(ts::ClaimText)

public:
    /// The claim as usually written.
    static QString statement(ClaimId id);
    /// "holds", "holds only when", "does not hold", "within the uncertainty", "cannot tell".
    static QString verdictName(ClaimVerdict verdict);
    /// The stable JSON name: "holds", "holds-only-when", "does-not-hold", "within-uncertainty",
    /// "cannot-tell".
    static QString verdictCode(ClaimVerdict verdict);
    /// One sentence with the figures that decided the verdict and, where it has one, the
    /// condition; `systolicName` and `gpuName` are the devices' names (plain text).
    static QString summary(
        const ClaimOutcome& outcome, const QString& systolicName, const QString& gpuName);
};

} // namespace ts
