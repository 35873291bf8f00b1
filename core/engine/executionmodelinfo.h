// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>
#include <QtGlobal>

#include <span>

namespace ts::engine {

/// The translation context of every English text in an ExecutionModelInfo: the GUI shows them
/// through QCoreApplication::translate(kExecutionModelContext, text), so a new model's texts are
/// translatable without the views knowing the model.
inline constexpr char kExecutionModelContext[] = "ExecutionModel";

/// One loss a model names: its stable id (the JSON key), a short label and what it measures.
struct LossDescription
{
    QLatin1StringView id;
    const char* label = nullptr; ///< e.g. "tile quantization"
    const char* meaning = nullptr; ///< one sentence for the Explain panel
};

/// One mapping count a model reports (tile rows, waves, folds). In the CLI's per-GEMM JSON it is
/// written as `jsonKey`, inside the object `jsonObject` when that is not empty.
struct MappingDescription
{
    QLatin1StringView id;
    const char* label = nullptr;
    QLatin1StringView jsonObject;
    QLatin1StringView jsonKey;
};

/// Which whole-chip schedule a view can replay from a model's matrix estimates: what the model
/// declares it provides. GpuChipSchedule and SystolicChipSchedule choose the estimates they
/// replay by it, never by the model's id, so a new model that times GEMMs the same way (a
/// variant of the tiled model for another GPU family) gets the same schedule by declaring it.
enum class ChipScheduleKind : quint8 {
    None, ///< nothing to replay (the roofline, the vector units, serving attention)
    /// Output tiles as CTAs run in waves over the SMs: the estimate's mapping holds
    /// mapping::kTileM, kTileN, kSplitK and kWaves, and computeSeconds is the waves' time
    /// (GpuChipSchedule).
    CtaWaves,
    /// Folds dealt round-robin to the matrix units, timed as estimateSystolicGemm() times them
    /// on SystolicFoldModel::hardware() of the device (SystolicChipSchedule).
    SystolicFolds,
};

/// What an execution model is, as static data: operator estimates point at it (it lives for the
/// program's life), the CLI writes its id, and the Explain panel shows its title, formula, losses
/// and mapping without knowing which model it is.
struct ExecutionModelInfo
{
    /// Stable id, written in JSON as "model": "gpu-tiles", "systolic-folds", "roofline", "vector".
    QLatin1StringView id;
    const char* title = nullptr; ///< e.g. "Tiled GEMM on streaming multiprocessors"
    const char* formula = nullptr; ///< how it times a matrix operator, in one sentence
    std::span<const LossDescription> losses;
    std::span<const MappingDescription> mapping;
    /// The chip schedule its matrix estimates can be replayed as (what it provides).
    ChipScheduleKind schedule = ChipScheduleKind::None;

    /// The description of the loss `id`, or nullptr when this model does not name it.
    const LossDescription* loss(QLatin1StringView lossId) const
    {
        for (const LossDescription& l : losses) {
            if (l.id == lossId)
                return &l;
        }
        return nullptr;
    }
    const MappingDescription* mappingCount(QLatin1StringView mappingId) const
    {
        for (const MappingDescription& m : mapping) {
            if (m.id == mappingId)
                return &m;
        }
        return nullptr;
    }
};

} // namespace ts::engine
