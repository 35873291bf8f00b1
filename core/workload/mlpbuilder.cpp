// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "mlpbuilder.h"

#include "activationaccounting.h"

namespace ts {

CheckedInt MlpBuilder::parameterCount(const MlpConfig& config)
{
    CheckedInt params = 0;
    CheckedInt in = config.inputs;
    for (qint64 width : config.widths) {
        params += in * width + (config.bias ? CheckedInt(width) : CheckedInt(0));
        in = width;
    }
    return params;
}

std::optional<Workload::Contents> MlpBuilder::build(const WorkloadSpec& spec, QString* overflowAt)
{
    const MlpConfig& config = spec.mlp;
    const RunConfig& run = spec.run;
    const bool training = run.step == StepKind::Training;
    const CheckedInt microSteps = training ? run.globalBatch / run.microBatch : 1;
    const CheckedInt n = training ? run.microBatch : run.globalBatch;

    OperatorListBuilder ops(run);
    ops.setCount(microSteps);
    CheckedInt in = config.inputs;
    for (size_t i = 0; i < config.widths.size(); ++i) {
        const QString name = QStringLiteral("fc%1").arg(i + 1);
        const CheckedInt out = config.widths[i];
        ops.linear(name, OperatorRole::Linear, n, out, in);
        if (i + 1 < config.widths.size())
            ops.vector(name + QStringLiteral(".relu"), OperatorRole::Activation,
                OpKind::Elementwise, n * out, n * out, n * out);
        in = out;
    }
    if (training)
        ops.vector(QStringLiteral("loss.cross_entropy"), OperatorRole::Loss, OpKind::Softmax,
            n * in, n, n * in * 6);
    const CheckedInt params = parameterCount(config);
    ops.optimizer(params);
    return finishContents(ops, spec, params, n * microSteps, microSteps, overflowAt);
}

} // namespace ts
