// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "whatifdialog.h"

#include "common/units.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <algorithm>
#include <cmath>

namespace ts {

namespace {

QDoubleSpinBox* spinBox(double minimum, double maximum, double value, int decimals,
    const QString& suffix, QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

} // namespace

WhatIfDialog::WhatIfDialog(const Device& base, QWidget* parent)
    : QDialog(parent)
    , m_base(base)
{
    setWindowTitle(tr("What-if copy of %1").arg(base.name));
    m_compute = spinBox(0.05, 100, 1, 2, tr(" ×"), this);
    m_memory
        = spinBox(1, 100000, units::gib(double(base.memoryCapacityBytes)), 1, tr(" GiB"), this);
    m_name = new QLineEdit(defaultName(), this);
    // "H100 SXM5 80GB" copied with 96 GiB is no "80GB": the name follows the memory until the
    // user types a name of their own.
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_nameTyped = true; });
    connect(m_memory, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_nameTyped)
            m_name->setText(defaultName());
    });
    m_bandwidth = spinBox(1, 1e6, base.memoryBandwidthBytesPerSecond / 1e9, 0, tr(" GB/s"), this);
    m_tdp = spinBox(1, 100000, base.fullLoadWatts().value_or(0), 0, tr(" W"), this);
    const auto price = base.onDemandPrice();
    m_price = spinBox(0, 10000, price ? price->usdPerChipHour : 0, 2, tr(" $/h"), this);

    auto* note = new QLabel(tr("The copy is saved as a user catalog file naming %1 as its base: "
                               "every figure you leave alone keeps its source.")
                                .arg(base.id),
        this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Compute (all peaks)"), m_compute);
    form->addRow(tr("Memory"), m_memory);
    form->addRow(tr("Bandwidth"), m_bandwidth);
    form->addRow(tr("TDP"), m_tdp);
    form->addRow(tr("On-demand price"), m_price);
    form->addRow(note);
    form->addRow(buttons);

    // A minimum size from the contents: the copy's whole name with room to edit it, and the
    // note wrapped at that width down to its last line.
    const int charWidth = fontMetrics().averageCharWidth();
    m_name->setMinimumWidth(std::max(
        m_name->fontMetrics().horizontalAdvance(m_name->text()) + 6 * charWidth, 36 * charWidth));
    adjustSize();
    setMinimumSize(size());
}

QString WhatIfDialog::defaultName() const
{
    const double baseGib = units::gib(double(m_base.memoryCapacityBytes));
    //: %1 is the name of the device the copy is made from
    return tr("%1 (what-if)").arg(WhatIfDevice::nameForMemory(m_base.name, baseGib, memoryGib()));
}

double WhatIfDialog::memoryGib() const
{
    const double baseGib = units::gib(double(m_base.memoryCapacityBytes));
    const double shownBase = std::round(baseGib * 10) / 10;
    return std::abs(m_memory->value() - shownBase) < 1e-9 ? baseGib : m_memory->value();
}

WhatIfChanges WhatIfDialog::changes() const
{
    WhatIfChanges c;
    c.name = m_name->text().trimmed();
    c.computeScale = m_compute->value();
    auto changed = [](double value, double original) {
        return std::abs(value - original) > 1e-9 * std::max(1.0, std::abs(original));
    };
    if (changed(memoryGib(), units::gib(double(m_base.memoryCapacityBytes))))
        c.memoryGib = memoryGib();
    if (changed(m_bandwidth->value(), m_base.memoryBandwidthBytesPerSecond / 1e9))
        c.bandwidthGbPerSecond = m_bandwidth->value();
    if (changed(m_tdp->value(), m_base.fullLoadWatts().value_or(0)))
        c.tdpWatts = m_tdp->value();
    const auto price = m_base.onDemandPrice();
    if (m_price->value() > 0 && changed(m_price->value(), price ? price->usdPerChipHour : 0))
        c.usdPerChipHour = m_price->value();
    return c;
}

} // namespace ts
