// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "operatorestimates.h"

#include "compare/comparison.h"

namespace ts {

QList<OperatorEstimates::Timed> OperatorEstimates::of(
    const Comparison& comparison, const QString& opName, const QString& firstDeviceId)
{
    QList<const DeviceComparison*> order;
    if (const DeviceComparison* chosen = comparison.find(firstDeviceId))
        order.append(chosen);
    for (const DeviceComparison& d : comparison.devices) {
        if (!order.contains(&d))
            order.append(&d);
    }
    QList<Timed> estimates;
    for (const DeviceComparison* d : std::as_const(order)) {
        if (!d->estimate)
            continue;
        for (const engine::OpEstimate& timed : d->estimate->ops) {
            if (timed.name == opName) {
                estimates.append({ d, &timed });
                break;
            }
        }
    }
    return estimates;
}

} // namespace ts
