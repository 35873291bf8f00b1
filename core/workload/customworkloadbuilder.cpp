// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "customworkloadbuilder.h"

#include "activationaccounting.h"

namespace ts {

std::optional<Workload::Contents> CustomWorkloadBuilder::build(
    const WorkloadSpec& spec, QString* overflowAt)
{
    OperatorListBuilder ops(spec.run);
    CheckedInt params = 0;
    for (size_t i = 0; i < spec.customOps.size(); ++i) {
        const CustomOpSpec& op = spec.customOps[i];
        const QString name = op.name.isEmpty() ? QStringLiteral("op%1").arg(i + 1) : op.name;
        ops.setCount(op.count);
        ops.setSection(op.section);
        if (op.kind == CustomOpSpec::Kind::MatMul) {
            if (op.batch == 1) {
                ops.linear(name, op.role, op.m, op.n, op.k);
                params += CheckedInt(op.k) * op.n * op.count;
            } else {
                ops.batchedMatmul(name, op.role, op.batch, op.m, op.n, op.k, op.batch, op.batch);
            }
        } else {
            ops.conv2d(name, op.role, op.images, op.inChannels, op.height, op.width, op.outChannels,
                op.kernel, op.stride, op.padding);
            params += CheckedInt(op.outChannels) * op.inChannels * op.kernel * op.kernel * op.count;
        }
    }
    ops.optimizer(params);
    return finishContents(ops, spec, params, 1, 1, overflowAt);
}

} // namespace ts
