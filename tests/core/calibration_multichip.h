// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "hardware/catalog.h"

#include <QString>
#include <optional>

namespace ts::calibration {

/// A multi-chip calibration row rebuilt through the scaling model.
struct MultiChipPrediction
{
    double value = 0; ///< in the row's unit
    QString deviceId;
    QString caveat; ///< printed with the row when not empty
};

/// Predicts row `id` of ../shared/reference/calibration.csv from its configuration as
/// tests/data/calibration/multichip.json transcribes it (collective bus bandwidth, multi-chip
/// step time, tokens/s per chip, or TFLOP/s per chip under the row's own FLOP convention).
/// Nothing, with the reason in `why`, when the row is not in that file or not expressible.
/// The measured value is never read here.
std::optional<MultiChipPrediction> predictMultiChip(
    const QString& id, const Catalog& catalog, QString* why);

} // namespace ts::calibration
