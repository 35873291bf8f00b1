// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace ts {

struct Comparison;
struct DeviceComparison;

namespace engine {
struct OpEstimate;
}

/// One operator as each ticked device's estimate times it: the devices the animated views can
/// show it on, in the order they try them (ViewFeeder).
class OperatorEstimates
{
public:
    /// One device's estimate of the operator (pointers into the Comparison it came from).
    struct Timed
    {
        const DeviceComparison* device = nullptr;
        const engine::OpEstimate* estimate = nullptr;
    };

    /// Each device of `comparison` whose estimate times operator `opName`, the device
    /// `firstDeviceId` first (the operator table's device) and the others in the comparison's
    /// order. Devices without an estimate, or whose estimate has no such operator, are left out.
    static QList<Timed> of(
        const Comparison& comparison, const QString& opName, const QString& firstDeviceId);
};

} // namespace ts
