// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/verdict.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ts {

/// The verdict in words, from the facts: a short part per aspect, in the current language. Rich
/// text (device names escaped).
class VerdictText
{
    Q_DECLARE_TR_FUNCTIONS(ts::VerdictText)

public:
    /// The parts, as rich text: time, cost, energy (each with what was left out), rent or buy.
    static QStringList parts(const Verdict& verdict, const Comparison& comparison);
    /// The parts as one paragraph.
    static QString html(const Verdict& verdict, const Comparison& comparison);
    /// The parts as plain text, one per line (Markdown export, tests).
    static QString plain(const Verdict& verdict, const Comparison& comparison);
};

} // namespace ts
