// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "workloadbuilder.h"

#include "customworkloadbuilder.h"
#include "mlpbuilder.h"
#include "resnetbuilder.h"
#include "transformerbuilder.h"

namespace ts {

WorkloadBuildResult WorkloadBuilder::build(const WorkloadSpec& spec, const QString& file)
{
    WorkloadBuildResult result;
    result.diagnostics = spec.validate(file);
    if (io::hasErrors(result.diagnostics))
        return result;

    QString overflowAt;
    std::optional<Workload::Contents> contents;
    switch (spec.type) {
    case ModelType::Transformer:
        contents = TransformerBuilder::build(spec, &overflowAt);
        break;
    case ModelType::ResNet:
        contents = ResNetBuilder::build(spec, &overflowAt);
        break;
    case ModelType::Mlp:
        contents = MlpBuilder::build(spec, &overflowAt);
        break;
    case ModelType::Custom:
        contents = CustomWorkloadBuilder::build(spec, &overflowAt);
        break;
    }

    // Per-step totals in double (Workload's constructor says why): every op's figures are exact
    // and checked; their sum over a step of a large run may pass 2⁶³, which is not an error.
    double flops = 0;
    double bytes = 0;
    bool memoryOverflow = false;
    if (contents) {
        for (const Operator& op : contents->ops) {
            flops += double(op.flops) * double(op.count);
            bytes += double(op.bytes()) * double(op.count);
        }
        MemoryFootprint::compute(contents->memory, ParallelConfig {}, &memoryOverflow);
        if (memoryOverflow)
            overflowAt = QStringLiteral("memory footprint");
    }
    if (!contents || memoryOverflow) {
        io::Diagnostic d;
        d.code = io::DiagnosticCode::Overflow;
        d.file = file;
        d.jsonPath = QStringLiteral("$.model");
        d.expected = QT_TRANSLATE_NOOP(
            "Diagnostic", "sizes whose FLOPs, bytes and parameters fit 64-bit integers");
        d.found = io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "overflow in %1"), overflowAt);
        result.diagnostics.append(d);
        return result;
    }
    result.workload = Workload(spec, std::move(*contents), flops, bytes);
    return result;
}

} // namespace ts
