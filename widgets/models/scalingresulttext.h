// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "scaling/scalingresult.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// The words of a multi-chip result (core/scaling gives numbers and codes): the breakdown of a
/// step the chip-scaling chart shows on hover, translated. `tensorscope scale --explain` prints
/// the core's own formula trace instead.
class ScalingResultText
{
    Q_DECLARE_TR_FUNCTIONS(ts::ScalingResultText)

public:
    /// What a collective is for: "tp" → "tensor parallel", "dp-grad" → "data-parallel
    /// gradients", ...; an unknown code is returned as it is.
    static QString purpose(const QString& code);
    /// "all-reduce", "all-gather", ... in the current language.
    static QString collective(scaling::Collective collective);
    /// A duration with a unit chosen for its size: "812 µs", "3.41 ms", "1.20 s".
    static QString duration(double seconds);
    /// The step as rich text (escaped): compute, bubble, each collective with its formula, the
    /// step sum, efficiency and MFU, memory per chip. Empty for an illegal result.
    static QString breakdownHtml(const scaling::ScalingResult& result);
};

} // namespace ts
