// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"
#include "session/whatifdevice.h"

#include <QDialog>

class QDoubleSpinBox;
class QLineEdit;

namespace ts {

/// Duplicate-and-edit: asks what a what-if copy of a device changes (name, compute scale,
/// memory, bandwidth, TDP, price), starting from the device's own figures.
class WhatIfDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WhatIfDialog(const Device& base, QWidget* parent = nullptr);

    /// The edits, with only the figures that differ from the base set.
    WhatIfChanges changes() const;

private:
    /// The copy's name until the user types one: the base's, its memory size following the
    /// Memory field (WhatIfDevice::nameForMemory).
    QString defaultName() const;
    /// The Memory field in GiB; the base's exact capacity while the field shows it (the field
    /// rounds to a tenth: TPU v4's 31.75 GiB show as 31.8).
    double memoryGib() const;

    Device m_base;
    bool m_nameTyped = false;
    QLineEdit* m_name = nullptr;
    QDoubleSpinBox* m_compute = nullptr;
    QDoubleSpinBox* m_memory = nullptr;
    QDoubleSpinBox* m_bandwidth = nullptr;
    QDoubleSpinBox* m_tdp = nullptr;
    QDoubleSpinBox* m_price = nullptr;
};

} // namespace ts
