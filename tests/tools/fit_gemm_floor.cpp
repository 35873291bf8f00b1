// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The fit behind two GPU GEMM parameters no datasheet gives (docs/engine.md, "Small and skinny
// GEMMs"): EngineOptions::gpuLaunchOverheadSeconds (the fixed time of one kernel) and
// EngineOptions::gpuMainloopSlabCycles (the fewest cycles a CTA spends on one K-slab). It grid-
// searches both over a table of measured GEMMs (by default the 375 XLA H100 bf16 GEMMs,
// resources/validation/xla-h100-matmul-bf16.csv; its README gives the source),
// fitting on two rows of three and scoring the third, held out; then prints both errors for the
// best pair and for the current defaults. Kernel-timed rows: no host round trip is added.
//
//   fit_gemm_floor [TABLE.csv] [DEVICE-ID]
//
// scripts/fit-gemm-floor.sh builds and runs it. Re-run it when the GPU tile model changes.
#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "holdoutscore.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <vector>

using namespace ts;

namespace {

struct MeasuredGemm
{
    GemmShape shape;
    double tflops = 0;
    bool heldOut = false;
};

using Score = tools::HoldOutScore;

std::vector<MeasuredGemm> readTable(const QString& path, QTextStream& err)
{
    std::vector<MeasuredGemm> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        err << path << ": cannot be read: " << file.errorString() << '\n';
        return rows;
    }
    const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(u',');
    const qsizetype b = header.indexOf(QStringLiteral("batch"));
    const qsizetype m = header.indexOf(QStringLiteral("m"));
    const qsizetype n = header.indexOf(QStringLiteral("n"));
    const qsizetype k = header.indexOf(QStringLiteral("k"));
    const qsizetype t = header.indexOf(QStringLiteral("measured_tflops"));
    if (std::min({ b, m, n, k, t }) < 0) {
        err << path << ": expected the columns batch, m, n, k, measured_tflops\n";
        return rows;
    }
    int line = 1;
    while (!file.atEnd()) {
        ++line;
        const QStringList f = QString::fromUtf8(file.readLine()).trimmed().split(u',');
        if (f.size() != header.size()) {
            err << path << ':' << line << ": expected " << header.size() << " fields\n";
            continue;
        }
        bool ok[5] = {};
        const qint64 batch = f[b].toLongLong(&ok[0]);
        const qint64 mm = f[m].toLongLong(&ok[1]);
        const qint64 nn = f[n].toLongLong(&ok[2]);
        const qint64 kk = f[k].toLongLong(&ok[3]);
        const double tflops = f[t].toDouble(&ok[4]);
        if (!std::all_of(std::begin(ok), std::end(ok), [](bool x) { return x; }) || batch < 1
            || mm < 1 || nn < 1 || kk < 1 || !(tflops > 0)) {
            err << path << ':' << line << ": a field is not a positive number\n";
            continue;
        }
        // Every third row is held out: rows are ordered by batch, m, n, k, so the held-out
        // third covers every batch and every side.
        rows.push_back({ GemmShape(GemmM(mm), GemmN(nn), GemmK(kk), GemmBatch(batch)), tflops,
            rows.size() % 3 == 2 });
    }
    return rows;
}

Score score(const std::vector<MeasuredGemm>& rows, const Device& device,
    const engine::EngineOptions& options)
{
    Score s;
    for (const MeasuredGemm& row : rows) {
        const auto e
            = engine::PerformanceEngine::estimateGemm(row.shape, Precision::BF16, device, options);
        if (!e)
            continue;
        const double predicted = e->flops / e->timeSeconds / 1e12;
        const double error = (predicted - row.tflops) / row.tflops;
        s.add(error, row.heldOut);
    }
    s.finish();
    return s;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = app.arguments();
    const QString table = args.value(
        1, QStringLiteral(TENSORSCOPE_SOURCE_DIR "/resources/validation/xla-h100-matmul-bf16.csv"));
    const QString deviceId = args.value(2, QStringLiteral("h100-sxm"));
    const std::vector<MeasuredGemm> rows = readTable(table, err);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto device = catalog.device(deviceId);
    if (rows.empty() || !device) {
        err << "nothing to fit (no rows, or no device " << deviceId << ")\n";
        return 1;
    }

    const engine::EngineOptions defaults;
    engine::EngineOptions best = defaults;
    Score bestScore = score(rows, *device, defaults);
    const Score current = bestScore;
    // The slab floor alone, with the kernel's fixed time left at its default.
    engine::EngineOptions slabOnly = defaults;
    Score slabOnlyScore = current;
    for (double slab = 0; slab <= 400; slab += 8) {
        engine::EngineOptions o = defaults;
        o.gpuMainloopSlabCycles = slab;
        const Score s = score(rows, *device, o);
        if (s.fitMape < slabOnlyScore.fitMape) {
            slabOnlyScore = s;
            slabOnly = o;
        }
    }
    for (double launchUs = 2.0; launchUs <= 7.0 + 1e-9; launchUs += 0.1) {
        for (double slab = 0; slab <= 400; slab += 8) {
            engine::EngineOptions o = defaults;
            o.gpuLaunchOverheadSeconds = launchUs * 1e-6;
            o.gpuMainloopSlabCycles = slab;
            const Score s = score(rows, *device, o);
            if (s.fitMape < bestScore.fitMape) {
                bestScore = s;
                best = o;
            }
        }
    }
    auto print = [&](const char* what, const engine::EngineOptions& o, const Score& s) {
        out << QStringLiteral("%1 launch %2 us, slab floor %3 cycles: fit MAPE %4% (signed %5%), "
                              "held out MAPE %6% (signed %7%)\n")
                   .arg(QLatin1String(what), -9)
                   .arg(o.gpuLaunchOverheadSeconds * 1e6, 0, 'f', 1)
                   .arg(o.gpuMainloopSlabCycles, 0, 'f', 0)
                   .arg(100 * s.fitMape, 0, 'f', 1)
                   .arg(100 * s.fitSigned, 0, 'f', 1)
                   .arg(100 * s.heldOutMape, 0, 'f', 1)
                   .arg(100 * s.heldOutSigned, 0, 'f', 1);
    };
    out << rows.size() << " GEMMs of " << table << " on " << deviceId << "; "
        << std::count_if(rows.begin(), rows.end(), [](const MeasuredGemm& r) { return r.heldOut; })
        << " held out\n";
    print("defaults", defaults, current);
    print("slab only", slabOnly, slabOnlyScore);
    print("best", best, bestScore);
    return 0;
}
