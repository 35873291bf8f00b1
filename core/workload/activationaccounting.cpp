// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "activationaccounting.h"

namespace ts {

std::optional<Workload::Contents> finishContents(OperatorListBuilder& ops, const WorkloadSpec& spec,
    CheckedInt parameters, CheckedInt samplesPerStep, CheckedInt microSteps, QString* overflowAt)
{
    auto fail = [&](const QString& where) -> std::optional<Workload::Contents> {
        if (overflowAt)
            *overflowAt = where;
        return std::nullopt;
    };
    if (ops.overflowed())
        return fail(ops.firstOverflow());
    if (parameters.overflow() || samplesPerStep.overflow() || microSteps.overflow())
        return fail(QStringLiteral("model size"));

    const bool training = spec.run.step == StepKind::Training;
    Workload::Contents contents;
    contents.ops = ops.finish();
    CheckedInt stored = 0;
    for (const Operator& op : contents.ops) {
        if (op.phase == Phase::Forward)
            stored += CheckedInt(op.bytesWritten) * op.count / microSteps;
    }
    if (stored.overflow())
        return fail(QStringLiteral("activations"));

    MemoryInputs& memory = contents.memory;
    memory.training = training;
    memory.parameters = parameters.value();
    memory.weightPrecision = spec.run.weightPrecision;
    memory.optimizerPrecision = spec.run.optimizerPrecision;
    memory.optimizer = spec.run.optimizer;
    memory.gradientPrecision = spec.run.gradientPrecision.value_or(spec.run.weightPrecision);
    memory.recompute = RecomputePolicy::None;
    memory.activationLayers = 0;
    memory.activationBytesOther = training ? stored.value() : ops.largestOutputBytes();
    memory.workspaceBytes = ops.largestOutputBytes();
    contents.parameters = parameters.value();
    contents.activeParameters = parameters.value();
    contents.tokensPerStep = samplesPerStep.value();
    return contents;
}

} // namespace ts
