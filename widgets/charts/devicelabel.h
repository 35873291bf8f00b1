// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QStringList>

class QFontMetricsF;

namespace ts {

/// Device names shortened by rule for narrow charts, so a label is never cut to "…". The rule
/// needs no catalog field; each step drops what tells the fewest devices apart:
///   1. the name ("H100 SXM5 80GB", "B200 (HGX/DGX)", "GeForce RTX 4090");
///   2. without remarks in parentheses ("B200", "TPU v6e");
///   3. without the memory size ("H100 SXM5", "A100 SXM4");
///   4. from the model number on: the first word with a digit, and the word before it when
///      that number alone says little (digits only or lower case): "H100", "MI300X",
///      "RTX 4090", "TPU v5p", "Gaudi 3".
/// Fitting picks per name the longest form that fits; where the text shown for one device
/// could name another shown with it ("H100" beside "H100 PCIe 80GB", "A100" twice) both get
/// the short form and the first word in which their names differ ("H100 SXM5" and "H100
/// PCIe", "A100 40GB" and "A100 80GB"), else longer forms.
class DeviceLabel
{
public:
    /// The forms of `name`, longest first, each shorter than the one before (at least one).
    static QStringList forms(const QString& name);
    /// `text` broken at the space nearest its middle, as a category label shows it when one
    /// line is too wide; the second line is empty when there is no space.
    static QStringList lines(const QString& text);
    /// The width `text` needs on one line, or when `twoLines` on one line or `lines()`'s two,
    /// whichever is narrower.
    static double width(const QString& text, const QFontMetricsF& metrics, bool twoLines);
    /// For each name the longest form whose width fits `width` pixels (on two lines when
    /// `twoLines`), no two alike unless the names are (see above); a name whose shortest form
    /// does not fit gets that form.
    static QStringList fit(
        const QStringList& names, const QFont& font, double width, bool twoLines);
    /// For a row of names sharing `width` pixels (a legend), `extra` pixels beside each (its
    /// marker and spacing): the longest level of forms, the same for all, that fits.
    static QStringList fitRow(
        const QStringList& names, const QFont& font, double width, double extra);
};

} // namespace ts
