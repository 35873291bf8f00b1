// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "compare/metricfigures.h"
#include "engine/engineoptions.h"
#include "engine/workloadestimate.h"
#include "hardware/device.h"

#include <QCoreApplication>
#include <QString>

namespace ts {

/// Turns the engine's derivation data into text a reader can check: the formula, the inputs
/// with their values and units, and the losses or assumptions that applied. Rich text (HTML)
/// for the explanation pane and tooltips.
class Explanation
{
    Q_DECLARE_TR_FUNCTIONS(Explanation)

public:
    /// A metric's column title, e.g. "Step time".
    static QString metricName(Metric metric);
    /// "ms", "tokens/s", "%", "GB", "USD", "kWh", "kg CO₂": the unit of MetricFigures::value.
    static QString metricUnit(Metric metric);
    /// The value formatted with its unit, e.g. "12.3 ms".
    static QString format(Metric metric, const engine::WorkloadEstimate& estimate);

    /// How `metric` was derived for this device.
    static QString metric(Metric metric, const engine::WorkloadEstimate& estimate,
        const Device& device, const engine::EngineOptions& options);
    /// How one operator's time was derived: roofs, the model, each loss factor, the bound.
    static QString op(const engine::OpEstimate& op, const Device& device);
    /// What an operator of the newer structures is for (a LoRA adapter, QLoRA's dequantization,
    /// latent attention's projections, a windowed attention, shared experts), from its role and
    /// section; empty for the others.
    static QString opRole(OperatorRole role, OperatorSection section);
    /// Readable text for an engine note code, e.g. "idle-power-assumed".
    static QString note(const QString& code);
    /// The power basis of an estimate ("tdp", "measured", "estimated"; empty: none) in words.
    static QString powerBasisText(const QString& basis);
    /// The quote a cost used and how it was chosen: "Google Cloud A3 (H100), per GPU, 2025-02
    /// (the reference quote)"; escaped for rich text.
    static QString priceQuote(
        const engine::WorkloadEstimate& estimate, const engine::EngineOptions& options);
    /// One row of a derivation's table: the input's name and its value in bold (rich text;
    /// both already escaped).
    static QString tableRow(const QString& name, const QString& value);
    /// A duration with a unit for its size: "812 µs", "3.41 ms", "2.5 h", "41.3 days".
    static QString duration(double seconds);
    /// Compact human number with SI prefix: 1.23 k, 45.6 M, ...
    static QString si(double value, int precision = 3);
};

} // namespace ts
