// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "memoryfootprint.h"

#include <algorithm>

namespace ts {

namespace {

CheckedInt divideUp(CheckedInt value, qint64 parts)
{
    return CheckedInt::ceilDiv(value, std::max<qint64>(parts, 1));
}

} // namespace

MemoryFootprint MemoryFootprint::compute(
    const MemoryInputs& in, const ParallelConfig& split, bool* overflow)
{
    const qint64 modelParallel = std::max<qint64>(split.tp, 1) * std::max<qint64>(split.pp, 1);
    const CheckedInt expert = divideUp(CheckedInt(in.expertParameters), modelParallel * split.ep);
    const CheckedInt dense
        = divideUp(CheckedInt(in.parameters) - CheckedInt(in.expertParameters), modelParallel);
    const CheckedInt params = dense + expert;

    // Optimizer state is never 4-bit (WorkloadSpec::validate): whole bytes. Weights may be
    // fractional (nvfp4: 0.5625 bytes) and are counted in bits below.
    const qint64 optimizerWidth = qint64(bytesPerElement(in.optimizerPrecision));
    const qint64 masterWidth
        = bytesPerElement(in.weightPrecision) < double(optimizerWidth) ? optimizerWidth : 0;

    // LoRA: only the adapters are trained; the frozen weights have no gradients or optimizer
    // state and may be stored narrower (QLoRA's 4 bits). Each is split as the weights are.
    CheckedInt trainable = params;
    if (in.trainableParameters >= 0) {
        const CheckedInt local = divideUp(CheckedInt(in.trainableParameters), modelParallel);
        if (!local.overflow() && !params.overflow() && local.value() < params.value())
            trainable = local;
    }
    const CheckedInt frozen = params - trainable;
    // In bits, block scales included: a 4-bit weight is half a byte (weight-only quantization,
    // QLoRA), an nvfp4 one 4.5 bits (70e9 nvfp4 weights: 39.375e9 bytes).
    CheckedInt weights
        = storageBytes(trainable, in.weightPrecision) + storageBytes(frozen, in.frozenPrecision);
    CheckedInt gradients
        = in.training ? storageBytes(trainable, in.gradientPrecision) : CheckedInt(0);
    CheckedInt optimizer = in.training
        ? trainable * (optimizerMoments(in.optimizer) * optimizerWidth + masterWidth)
        : CheckedInt(0);
    // ZeRO shards over the chips that reduce gradients: dp × cp.
    const qint64 zeroGroup = std::max<qint64>(split.gradientGroup(), 1);
    if (split.zeroStage >= 1)
        optimizer = divideUp(optimizer, zeroGroup);
    if (split.zeroStage >= 2)
        gradients = divideUp(gradients, zeroGroup);
    if (split.zeroStage >= 3)
        weights = divideUp(weights, zeroGroup);

    const CheckedInt layers(in.activationLayers);
    const CheckedInt noRecompute
        = layers * in.activationBytesPerLayer + CheckedInt(in.activationBytesOther);
    const CheckedInt fullRecompute = (in.activationLayers > 0) ? layers * in.checkpointBytesPerLayer
            + CheckedInt(in.activationBytesPerLayer) + CheckedInt(in.activationBytesOther)
                                                               : noRecompute;
    const qint64 keptPerLayer = in.weightGemmOutputBytesPerLayer > 0
        ? in.checkpointBytesPerLayer + in.weightGemmOutputBytesPerLayer
        : in.checkpointBytesPerLayer;
    const CheckedInt exceptWeightGemms = (in.activationLayers > 0) ? layers * keptPerLayer
            + CheckedInt(in.activationBytesPerLayer) + CheckedInt(in.activationBytesOther)
                                                                   : noRecompute;

    // Each chip of a context-parallel group holds 1/cp of every sequence's tokens: its
    // activations, its share of a prefill's cache and its buffers.
    const qint64 tokenSplit = std::max<qint64>(split.tp, 1) * std::max<qint64>(split.cp, 1);
    const CheckedInt kvCache
        = divideUp(CheckedInt(in.kvCacheBytes), modelParallel * std::max<qint64>(split.cp, 1));
    const CheckedInt workspace = divideUp(CheckedInt(in.workspaceBytes), tokenSplit);
    const CheckedInt activationsNo = divideUp(noRecompute, tokenSplit);
    const CheckedInt activationsFull = divideUp(fullRecompute, tokenSplit);
    const CheckedInt activationsExcept = divideUp(exceptWeightGemms, tokenSplit);
    // The named policies (RematTensors): the block input and each kept tensor on the device or
    // on the host, plus one block's working set while it is recomputed.
    const RematTensors remat = rematTensors(in.recompute, in.customRemat);
    const bool accounted = in.qkvBytesPerLayer > 0;
    CheckedInt keptPerBlock = 0;
    CheckedInt hostPerBlock = 0;
    const std::pair<RematPlacement, qint64> tensors[] = {
        { remat.layerInput, in.checkpointBytesPerLayer },
        { remat.qkv, in.qkvBytesPerLayer },
        { remat.context, in.contextBytesPerLayer },
        { remat.outProj, in.outProjBytesPerLayer },
        { remat.mlpIn, in.mlpInBytesPerLayer },
        { remat.mlpOut, in.mlpOutBytesPerLayer },
    };
    for (const auto& [placement, bytes] : tensors) {
        if (placement == RematPlacement::Device)
            keptPerBlock = keptPerBlock + CheckedInt(bytes);
        else if (placement == RematPlacement::Offload)
            hostPerBlock = hostPerBlock + CheckedInt(bytes);
    }
    CheckedInt named = activationsFull;
    if (in.activationLayers > 0 && accounted) {
        if (in.recompute == RecomputePolicy::Selective)
            named = noRecompute - layers * in.attentionCoreBytesPerLayer
                + CheckedInt(in.attentionCoreBytesPerLayer);
        else if (!remat.recomputesAny())
            named = noRecompute - layers * (hostPerBlock);
        else
            named = layers * keptPerBlock + CheckedInt(in.activationBytesPerLayer)
                + CheckedInt(in.activationBytesOther);
    }
    CheckedInt activations = activationsNo;
    switch (in.recompute) {
    case RecomputePolicy::None:
        break;
    case RecomputePolicy::Full:
        activations = activationsFull;
        break;
    case RecomputePolicy::ExceptWeightGemms:
        activations = activationsExcept;
        break;
    default:
        activations = in.training ? divideUp(named, tokenSplit) : activationsNo;
        break;
    }
    const CheckedInt host = in.training && in.activationLayers > 0 && accounted
            && in.recompute != RecomputePolicy::None
        ? divideUp(layers * hostPerBlock, tokenSplit)
        : CheckedInt(0);

    MemoryFootprint f;
    f.weightBytes = weights.value();
    f.gradientBytes = gradients.value();
    f.optimizerBytes = optimizer.value();
    f.activationBytesNoRecompute = activationsNo.value();
    f.activationBytesFullRecompute = activationsFull.value();
    f.activationBytesExceptWeightGemms = activationsExcept.value();
    f.activationBytes = activations.value();
    f.kvCacheBytes = kvCache.value();
    f.workspaceBytes = workspace.value();
    f.hostOffloadBytes = host.value();
    const CheckedInt total = weights + gradients + optimizer + activations + kvCache + workspace;
    if (overflow)
        *overflow = total.overflow() || activationsNo.overflow() || activationsFull.overflow()
            || activationsExcept.overflow() || activations.overflow() || host.overflow();
    return f;
}

} // namespace ts
