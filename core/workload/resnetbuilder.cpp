// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "resnetbuilder.h"

#include "activationaccounting.h"
#include "operatorlistbuilder.h"

namespace ts {

namespace {

constexpr qint64 kBatchNormFlops = 8; // as LayerNorm: statistics, normalise, scale, shift
constexpr qint64 kExpansion = 4; // bottleneck output channels = 4 × inner width (He et al.)

CheckedInt outputSize(CheckedInt size, qint64 kernel, qint64 stride, qint64 padding)
{
    return (size + CheckedInt(2 * padding - kernel)) / CheckedInt(stride) + 1;
}

/// Bottleneck width of a stage: the base width doubled per stage (He et al. Table 1).
CheckedInt stageWidth(qint64 width, size_t stage)
{
    return stage < 62 ? CheckedInt(width) * (qint64(1) << stage) : CheckedInt::overflowed();
}

} // namespace

CheckedInt ResNetBuilder::parameterCount(const ResNetConfig& r)
{
    auto conv = [](CheckedInt in, CheckedInt out, qint64 kernel) {
        return in * out * (kernel * kernel) + CheckedInt(2) * out; // weights + BatchNorm
    };
    CheckedInt params = conv(r.channels, r.width, 7);
    CheckedInt in = r.width;
    for (size_t stage = 0; stage < r.blocks.size(); ++stage) {
        const CheckedInt inner = stageWidth(r.width, stage);
        const CheckedInt out = inner * kExpansion;
        // The first block of a stage has the projection shortcut; the others are identical,
        // so a stage costs O(1) whatever its block count.
        params
            += conv(in, inner, 1) + conv(inner, inner, 3) + conv(inner, out, 1) + conv(in, out, 1);
        const CheckedInt identical
            = conv(out, inner, 1) + conv(inner, inner, 3) + conv(inner, out, 1);
        params += identical * (r.blocks[stage] - 1);
        in = out;
    }
    return params + in * r.classes + CheckedInt(r.classes);
}

std::optional<Workload::Contents> ResNetBuilder::build(
    const WorkloadSpec& spec, QString* overflowAt)
{
    const ResNetConfig& r = spec.resnet;
    const RunConfig& run = spec.run;
    const bool training = run.step == StepKind::Training;
    const CheckedInt microSteps = training ? run.globalBatch / run.microBatch : 1;
    const CheckedInt n = training ? run.microBatch : run.globalBatch;

    OperatorListBuilder ops(run);
    ops.setVectorOpsInRunPrecision(true);
    ops.setCount(microSteps);
    CheckedInt size = r.imageSize;
    CheckedInt channels = r.channels;

    auto bnRelu = [&](const QString& name, CheckedInt elements, bool relu) {
        ops.vector(name + QStringLiteral(".bn"), OperatorRole::Norm, OpKind::Normalization,
            elements, elements, elements * kBatchNormFlops);
        if (relu)
            ops.vector(name + QStringLiteral(".relu"), OperatorRole::Activation,
                OpKind::Elementwise, elements, elements, elements);
    };
    // A conv followed by BatchNorm (and ReLU); returns the output spatial size.
    auto convBn = [&](const QString& name, CheckedInt in, CheckedInt out, CheckedInt inSize,
                      qint64 kernel, qint64 stride, qint64 padding, bool relu) {
        ops.conv2d(
            name, OperatorRole::Convolution, n, in, inSize, inSize, out, kernel, stride, padding);
        const CheckedInt outSize = outputSize(inSize, kernel, stride, padding);
        bnRelu(name, n * out * outSize * outSize, relu);
        return outSize;
    };

    size = convBn(QStringLiteral("stem.conv"), channels, r.width, size, 7, 2, 3, true);
    channels = r.width;
    const CheckedInt pooled = outputSize(size, 3, 2, 1);
    ops.vector(QStringLiteral("stem.maxpool"), OperatorRole::Pooling, OpKind::Elementwise,
        n * channels * size * size, n * channels * pooled * pooled,
        n * channels * pooled * pooled * 9);
    size = pooled;

    for (size_t stage = 0; stage < r.blocks.size(); ++stage) {
        const CheckedInt inner = stageWidth(r.width, stage);
        const CheckedInt out = inner * kExpansion;
        const qint64 stride = stage == 0 ? 1 : 2;
        const QString stageName = QStringLiteral("stage%1").arg(stage + 1);
        for (int kind = 0; kind < 2; ++kind) {
            // kind 0: the first block (stride, projection); kind 1: the identical others.
            const bool first = kind == 0;
            const qint64 repeats = first ? 1 : r.blocks[stage] - 1;
            if (repeats <= 0)
                continue;
            ops.setCount(microSteps * repeats);
            const QString block
                = stageName + (first ? QStringLiteral(".block1") : QStringLiteral(".blocks"));
            const qint64 blockStride = first ? stride : 1;
            const CheckedInt inChannels = first ? channels : out;
            convBn(block + QStringLiteral(".conv1"), inChannels, inner, size, 1, 1, 0, true);
            const CheckedInt outSize = convBn(
                block + QStringLiteral(".conv2"), inner, inner, size, 3, blockStride, 1, true);
            convBn(block + QStringLiteral(".conv3"), inner, out, outSize, 1, 1, 0, false);
            if (first)
                convBn(block + QStringLiteral(".downsample"), inChannels, out, size, 1, blockStride,
                    0, false);
            const CheckedInt elements = n * out * outSize * outSize;
            ops.vector(block + QStringLiteral(".residual"), OperatorRole::Residual,
                OpKind::Elementwise, CheckedInt(2) * elements, elements, elements);
            ops.vector(block + QStringLiteral(".relu"), OperatorRole::Activation,
                OpKind::Elementwise, elements, elements, elements);
            if (first)
                size = outSize;
        }
        channels = out;
    }

    ops.setCount(microSteps);
    const CheckedInt features = n * channels;
    ops.vector(QStringLiteral("head.avgpool"), OperatorRole::Pooling, OpKind::Elementwise,
        features * size * size, features, features * size * size);
    ops.linear(QStringLiteral("head.fc"), OperatorRole::Linear, n, r.classes, channels);
    if (training)
        ops.vector(QStringLiteral("loss.cross_entropy"), OperatorRole::Loss, OpKind::Softmax,
            n * r.classes, n, n * r.classes * 6);
    const CheckedInt params = parameterCount(r);
    ops.optimizer(params);
    return finishContents(ops, spec, params, n * microSteps, microSteps, overflowAt);
}

} // namespace ts
