// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "paralleldimension.h"

#include <QCoreApplication>

#include <array>

namespace ts {

namespace {

// clang-format off
constexpr std::array<ParallelDimension, 6> kDimensions { {
    { "dp", "dp", &ParallelConfig::dp, true, true, true, true, false,
        QT_TRANSLATE_NOOP("ParallelDimension", "Data-parallel replicas."),
        QT_TRANSLATE_NOOP("ParallelDimension", "A"),
        QT_TRANSLATE_NOOP("ParallelDimension", "Change data parallelism"),
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Data parallel: replicas of the model, each with its share of the batch") },
    { "tp", "tp", &ParallelConfig::tp, true, true, true, true, true,
        QT_TRANSLATE_NOOP("ParallelDimension", "Tensor-parallel width."),
        QT_TRANSLATE_NOOP("ParallelDimension", "B"),
        QT_TRANSLATE_NOOP("ParallelDimension", "Change tensor parallelism"),
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Tensor parallel: each layer's matrices split over this many chips") },
    { "pp", "pp", &ParallelConfig::pp, true, true, true, true, true,
        QT_TRANSLATE_NOOP("ParallelDimension", "Pipeline stages."),
        QT_TRANSLATE_NOOP("ParallelDimension", "C"),
        QT_TRANSLATE_NOOP("ParallelDimension", "Change pipeline parallelism"),
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Pipeline parallel: the layers split into this many stages") },
    { "cp", "cp", &ParallelConfig::cp, true, false, false, true, true,
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Context-parallel width: chips sharing each sequence's tokens (ring attention), for "
            "long sequences."),
        QT_TRANSLATE_NOOP("ParallelDimension", "P"),
        QT_TRANSLATE_NOOP("ParallelDimension", "Change context parallelism"),
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Context parallel: each sequence's tokens spread over this many chips, which pass "
            "the keys and values round a ring (for long sequences).") },
    { "ep", "ep", &ParallelConfig::ep, false, false, false, true, true,
        QT_TRANSLATE_NOOP("ParallelDimension", "Expert-parallel width (inside dp)."),
        QT_TRANSLATE_NOOP("ParallelDimension", "E"),
        QT_TRANSLATE_NOOP("ParallelDimension", "Change expert parallelism"),
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Expert parallel: a mixture's experts spread over this many chips of the "
            "data-parallel group") },
    { "vp", "virtual_stages", &ParallelConfig::virtualStages, false, false, false, false, true,
        QT_TRANSLATE_NOOP("ParallelDimension", "Interleaved pipeline chunks per stage."),
        QT_TRANSLATE_NOOP("ParallelDimension", "V"),
        QT_TRANSLATE_NOOP("ParallelDimension", "Change interleaved pipeline chunks"),
        QT_TRANSLATE_NOOP("ParallelDimension",
            "Interleaved pipeline: each stage runs this many chunks of layers, which shrinks the "
            "pipeline's bubble") },
} };
// clang-format on

QString translated(const char* text)
{
    return QCoreApplication::translate("ParallelDimension", text);
}

} // namespace

QString ParallelDimension::translatedOptionHelp() const
{
    return translated(optionHelp);
}

QString ParallelDimension::translatedValueName() const
{
    return translated(valueName);
}

QString ParallelDimension::translatedEditText() const
{
    return translated(editText);
}

QString ParallelDimension::translatedEditorToolTip() const
{
    return translated(editorToolTip);
}

std::span<const ParallelDimension> parallelDimensions()
{
    return kDimensions;
}

const ParallelDimension* parallelDimension(const QString& key)
{
    for (const ParallelDimension& d : kDimensions) {
        if (key == QLatin1String(d.key) || key == QLatin1String(d.jsonKey))
            return &d;
    }
    return nullptr;
}

void insertParallelConfig(QJsonObject& into, const ParallelConfig& config)
{
    for (const ParallelDimension& d : kDimensions)
        into.insert(QLatin1String(d.jsonKey), double(d.of(config)));
    into.insert(QStringLiteral("zero_stage"), config.zeroStage);
}

} // namespace ts
