// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The fit behind the two switched-network constants no datasheet gives (docs/scaling.md,
// "Fitted constants"): the fixed cost of one collective call on a GPU network
// (CollectiveTuning::switchedBaseLatencySeconds: the library's base latency plus the framework's
// launch) and the fraction of the NVLink rate the library sustains on one device (the catalog's
// interconnect.achievable_fraction). It grid-searches both over a table of measured all-reduces
// (by default XLA's 66 H100 all-reduces less the three first-profiled ones,
// resources/validation/xla-h100-allreduce.csv; its README gives the source), fitting on two rows of
// three and scoring the third, held out, on the algorithm bandwidth as `tensorscope validate`
// scores it; then prints both errors for the best pair, for the shipped values and for NCCL's own
// constants (8.4 µs, 0.8).
//
//   fit_collective [TABLE.csv] [DEVICE-ID]
//
// scripts/fit-collective.sh builds and runs it. Re-run it when the collective model changes.
#include "hardware/catalog.h"
#include "holdoutscore.h"
#include "scaling/collectivemodel.h"
#include "validation/validationdata.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

using namespace ts;

namespace {

struct MeasuredAllReduce
{
    double bytes = 0;
    qint64 devicesPerGroup = 1;
    qint64 groups = 1;
    double algorithmBytesPerSecond = 0;
    bool heldOut = false;
};

struct Score : tools::HoldOutScore
{
    std::map<qint64, std::pair<double, int>> mapeByGroup; // group size → (sum |error|, rows)
};

std::vector<MeasuredAllReduce> readTable(const QString& path, QTextStream& err)
{
    std::vector<MeasuredAllReduce> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        err << path << ": cannot be read: " << file.errorString() << '\n';
        return rows;
    }
    const QStringList header = QString::fromUtf8(file.readLine()).trimmed().split(u',');
    const qsizetype b = header.indexOf(QStringLiteral("bytes"));
    const qsizetype d = header.indexOf(QStringLiteral("devices_per_group"));
    const qsizetype g = header.indexOf(QStringLiteral("groups"));
    const qsizetype t = header.indexOf(QStringLiteral("time_us"));
    if (std::min({ b, d, g, t }) < 0) {
        err << path << ": expected the columns bytes, devices_per_group, groups, time_us\n";
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
        bool ok[4] = {};
        const double bytes = f[b].toDouble(&ok[0]);
        const qint64 devices = f[d].toLongLong(&ok[1]);
        const qint64 groups = f[g].toLongLong(&ok[2]);
        const double us = f[t].toDouble(&ok[3]);
        if (!std::all_of(std::begin(ok), std::end(ok), [](bool x) { return x; }) || !(bytes > 0)
            || devices < 2 || groups < 1 || !(us > 0)) {
            err << path << ':' << line << ": a field is not a positive number\n";
            continue;
        }
        // Every third row is held out: rows are ordered by group size, then bytes, so the
        // held-out third covers every group size and the whole range of sizes.
        rows.push_back({ bytes, devices, groups, bytes / (us * 1e-6), rows.size() % 3 == 2 });
    }
    // The first size XLA's generator profiled for each set of groups ran with no warm-up and
    // is not scored by `tensorscope validate` (xla.json first_profiled_unscored); the same rule
    // leaves it out of the fit.
    QList<validation::XlaAllReduce> table;
    for (std::size_t i = 0; i < rows.size(); ++i)
        table.append({ qint64(rows[i].bytes), rows[i].devicesPerGroup, rows[i].groups, 0, int(i) });
    const QSet<int> firstProfiled = validation::firstProfiledAllReduces(table);
    std::vector<MeasuredAllReduce> warm;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (!firstProfiled.contains(int(i)))
            warm.push_back(rows[i]);
    rows = std::move(warm);
    return rows;
}

Score score(const std::vector<MeasuredAllReduce>& rows, const Device& device,
    const scaling::CollectiveTuning& tuning)
{
    Score s;
    for (const MeasuredAllReduce& row : rows) {
        scaling::CollectiveModel network(device, row.devicesPerGroup * row.groups, tuning);
        network.setExplain(false);
        const auto e = network.estimate(
            scaling::Collective::AllReduce, row.bytes, { row.devicesPerGroup, 1 });
        const double predicted = row.bytes / e.timeSeconds;
        const double error
            = (predicted - row.algorithmBytesPerSecond) / row.algorithmBytesPerSecond;
        auto& group = s.mapeByGroup[row.devicesPerGroup];
        group.first += std::abs(error);
        ++group.second;
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
        1, QStringLiteral(TENSORSCOPE_SOURCE_DIR "/resources/validation/xla-h100-allreduce.csv"));
    const QString deviceId = args.value(2, QStringLiteral("h100-sxm"));
    const std::vector<MeasuredAllReduce> rows = readTable(table, err);
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    const auto device = catalog.device(deviceId);
    if (rows.empty() || !device) {
        err << "nothing to fit (no rows, or no device " << deviceId << ")\n";
        return 1;
    }

    const scaling::CollectiveTuning shipped;
    scaling::CollectiveTuning nccl;
    nccl.switchedBaseLatencySeconds = 8.4e-6;
    nccl.linkFractionOverride = scaling::CollectiveModel::kDefaultLinkFraction;
    scaling::CollectiveTuning best = nccl;
    Score bestScore = score(rows, *device, best);
    for (double fraction = 0.40; fraction <= 1.0 + 1e-9; fraction += 0.01) {
        for (double baseUs = 0; baseUs <= 40.0 + 1e-9; baseUs += 0.5) {
            scaling::CollectiveTuning t;
            t.switchedBaseLatencySeconds = baseUs * 1e-6;
            t.linkFractionOverride = fraction;
            const Score s = score(rows, *device, t);
            if (s.fitMape < bestScore.fitMape) {
                bestScore = s;
                best = t;
            }
        }
    }
    auto print = [&](const char* what, const scaling::CollectiveTuning& t, const Score& s) {
        const scaling::CollectiveModel network(*device, 8, t);
        out << QStringLiteral("%1 base %2 us, link fraction %3: fit MAPE %4% (signed %5%), "
                              "held out MAPE %6% (signed %7%); all rows by group size:")
                   .arg(QLatin1String(what), -8)
                   .arg(t.switchedBaseLatencySeconds * 1e6, 0, 'f', 1)
                   .arg(network.linkFraction(), 0, 'f', 2)
                   .arg(100 * s.fitMape, 0, 'f', 1)
                   .arg(100 * s.fitSigned, 0, 'f', 1)
                   .arg(100 * s.heldOutMape, 0, 'f', 1)
                   .arg(100 * s.heldOutSigned, 0, 'f', 1);
        for (const auto& [size, sum] : s.mapeByGroup)
            out << QStringLiteral(" %1: %2%")
                       .arg(size)
                       .arg(100 * sum.first / std::max(sum.second, 1), 0, 'f', 1);
        out << '\n';
    };
    out << rows.size() << " all-reduces of " << table << " on " << deviceId << "; "
        << std::count_if(
               rows.begin(), rows.end(), [](const MeasuredAllReduce& r) { return r.heldOut; })
        << " held out\n";
    print("shipped", shipped, score(rows, *device, shipped));
    print("nccl", nccl, score(rows, *device, nccl));
    print("best", best, bestScore);
    return 0;
}
