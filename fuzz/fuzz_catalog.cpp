// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// Catalog loader: any bytes as a user catalog file on top of the shipped one. Whatever loads
// must then survive the engine: a device that parses is a device the GUI will estimate on.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "io/jsonfile.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace ts;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    io::Diagnostics diagnostics;
    const auto document = io::parseJson(bytes, QStringLiteral("fuzz.json"), diagnostics);
    if (!document)
        return 0;
    static const Catalog shipped = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    Catalog catalog = shipped;
    catalog.addDocument(*document, QStringLiteral("fuzz.json"));
    for (const io::Diagnostic& d : catalog.diagnostics())
        (void)d.toString(); // every diagnostic must be printable
    const engine::EngineOptions options;
    for (qsizetype i = shipped.devices().size(); i < catalog.devices().size(); ++i) {
        const Device& device = catalog.devices().at(i);
        for (Precision precision : kAllPrecisions) {
            const auto e = engine::PerformanceEngine::estimateGemm(
                GemmShape { GemmM(4097), GemmN(1000), GemmK(333) }, precision, device, options);
            // An estimate is finite and positive, or absent with a reason; never NaN.
            if (e && !(std::isfinite(e->timeSeconds) && e->timeSeconds > 0))
                std::abort();
        }
    }
    return 0;
}
