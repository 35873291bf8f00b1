// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "explanation.h"
#include "validation/accuracyband.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <utility>

namespace ts {

/// Words an AccuracyBand (core gives figures and codes): its range as a percentage of the
/// prediction and where it comes from, translated. Used by the comparison table, the bar charts'
/// whiskers and Help › Accuracy.
class AccuracyText
{
    Q_DECLARE_TR_FUNCTIONS(AccuracyText)

public:
    /// The devices of a vendor family (ValidationSuite::vendorFamily) for readers: "NVIDIA GPUs",
    /// "AMD GPUs", "Google TPUs", "Intel accelerators", "AWS accelerators"; "<family> devices"
    /// for a family from a user's device file (plain text: escape it for rich text).
    static QString familyName(const QString& family);
    /// A validation category's name for readers, e.g. "training throughput" for
    /// "training_throughput"; the code itself when unknown.
    static QString categoryName(const QString& category);
    /// An assumed input's short name, e.g. "matrix fraction assumed (tf32 from bf16)".
    static QString assumption(const QString& code);

    /// A signed fraction as a whole percentage, e.g. "+12%" or "−36%".
    static QString signedPercent(double fraction);
    /// Two factors as a range around the prediction: "±17%", or "−2% … +40%" when the band is
    /// not centred.
    static QString range(double lowFactor, double highFactor);
    /// The step time's range, e.g. "±17%".
    static QString range(const validation::AccuracyBand& band);
    /// One line of plain text: the range and where it comes from, e.g. "±17% — inference rows on
    /// NVIDIA GPUs, 7 measurements (Help › Accuracy, docs/validation.md); widened ×2: peak clock
    /// assumed sustained".
    static QString provenance(const validation::AccuracyBand& band);
    /// A paragraph of rich text for a tooltip or the Explain panel: what the band of `metric`
    /// means for this value, and the provenance.
    static QString html(const validation::AccuracyBand& band, Metric metric);
};

} // namespace ts
