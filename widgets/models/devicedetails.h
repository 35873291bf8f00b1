// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/device.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// Every figure of a catalog device with its source, as rich text for the device picker's
/// detail pane: peaks per precision, clocks, memory, on-chip memories, geometry, power,
/// interconnect, prices (provider, date), then the numbered sources with the fields each backs.
class DeviceDetails
{
    Q_DECLARE_TR_FUNCTIONS(DeviceDetails)

public:
    static QString html(const Device& device);
};

} // namespace ts
