// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine/opestimate.h"
#include "hardware/device.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace ts {

/// The Explain panel's walk-through of one operator on one device: the engine's figures
/// (copied from its OpEstimate, never recomputed except the ridge point, which is the roof over
/// the device's memory bandwidth) and a plain-language Markdown text that fills them in — FLOPs,
/// bytes, intensity, ridge point, which roof binds, padding to the matrix unit, waves over the
/// SMs, fill and drain, achieved fraction. The Markdown is what File › Export Explanation writes.
struct OpWalkthrough
{
    Q_DECLARE_TR_FUNCTIONS(OpWalkthrough)

public:
    QString opName;
    QString deviceName;
    qint64 count = 1;
    double flops = 0;
    double bytes = 0;
    double intensityFlopsPerByte = 0;
    double roofFlopsPerSecond = 0;
    double bandwidthBytesPerSecond = 0;
    /// Roof ÷ bandwidth, FLOP/byte: below it an operator cannot reach the roof.
    double ridgeFlopsPerByte = 0;
    double computeSeconds = 0;
    double memorySeconds = 0;
    double communicationSeconds = 0;
    double overheadSeconds = 0;
    double timeSeconds = 0;
    engine::Bound bound = engine::Bound::Compute;
    QString model; ///< the model's title, translated (its id when it has none)
    /// The model that timed the operator (static data; nullptr for an empty walk-through).
    const engine::ExecutionModelInfo* modelInfo = nullptr;
    engine::Losses losses;
    engine::Mapping mapping;
    std::optional<int> smCount;
    std::optional<int> matrixUnitRows;
    std::optional<int> matrixUnitColumns;
    double achievedFractionOfRoof = 0;

    static OpWalkthrough from(const engine::OpEstimate& op, const Device& device);
    /// The walk-through as Markdown (headings, paragraphs, a table of the figures).
    QString markdown() const;
};

} // namespace ts
