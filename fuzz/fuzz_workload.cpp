// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Workload loader: any bytes as a workload file; a spec that loads is built, and a workload that
// builds is estimated on a GPU and a TPU, as the GUI would. The same bytes as a Hugging Face
// config.json (issue 21's import): what imports builds, and writes back as a workload file.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "io/jsonfile.h"
#include "workload/hfconfigimport.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadfile.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace ts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    io::Diagnostics diagnostics;
    const auto document = io::parseJson(bytes, QStringLiteral("fuzz.json"), diagnostics);
    if (!document || !document->isObject())
        return 0;
    const HfImportResult imported
        = HfConfigImport::fromJson(document->object(), QStringLiteral("config.json"));
    for (const io::Diagnostic& d : imported.diagnostics)
        (void)d.toString();
    if (imported.spec) {
        if (!WorkloadBuilder::build(*imported.spec).workload)
            std::abort(); // an import that validated must build
        if (!WorkloadFile::fromJson(WorkloadFile::toJson(*imported.spec), QStringLiteral("again"))
                 .spec)
            std::abort();
    }
    const WorkloadLoadResult loaded
        = WorkloadFile::fromJson(document->object(), QStringLiteral("fuzz.json"));
    for (const io::Diagnostic& d : loaded.diagnostics)
        (void)d.toString();
    if (!loaded.spec)
        return 0;
    const WorkloadBuildResult built = WorkloadBuilder::build(*loaded.spec);
    if (!built.workload)
        return 0;
    static const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const engine::EngineOptions options;
    for (const char* id : { "h100-sxm", "tpu-v5e" }) {
        const auto device = catalog.device(QString::fromLatin1(id));
        const auto e = engine::PerformanceEngine::estimate(*built.workload, *device, options);
        if (e && !std::isfinite(e->stepSeconds))
            std::abort();
    }
    // The spec that loaded writes back and loads again to the same spec.
    const WorkloadLoadResult again
        = WorkloadFile::fromJson(WorkloadFile::toJson(*loaded.spec), QStringLiteral("again"));
    if (!again.spec)
        std::abort();
    return 0;
}
