// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// EstimateReport: the single-chip estimate as JSON, CSV and Markdown. JSON, CSV and Markdown carry
// the same figures under the same names in the same units; unknown energy and cost are null or
// empty, never 0; hostile names cannot break a CSV line or a Markdown table.

#include "engine/performanceengine.h"
#include "hardware/catalog.h"
#include "report/estimatereport.h"
#include "report/reportformat.h"
#include "workload/workloadbuilder.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace ts;
using namespace Qt::StringLiterals;

using report::EstimateReport;
using report::EstimateRow;

namespace {

const Catalog& catalog()
{
    static const Catalog c = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    return c;
}

Workload preset(const QString& id)
{
    const WorkloadLoadResult loaded = WorkloadPresets::load(id);
    if (!loaded.spec)
        qFatal("preset %s does not load", qPrintable(id));
    const WorkloadBuildResult built = WorkloadBuilder::build(*loaded.spec);
    if (!built.workload)
        qFatal("preset %s does not build", qPrintable(id));
    return *built.workload;
}

EstimateRow rowFor(const Workload& workload, const Device& device)
{
    EstimateRow row { device.id, device.name, {}, engine::EngineError::None };
    row.estimate = engine::PerformanceEngine::estimate(
        workload, device, engine::EngineOptions(), &row.error);
    if (!row.estimate)
        qFatal("%s does not estimate", qPrintable(device.id));
    return row;
}

/// A device whose catalog entry has neither a TDP nor a price.
Device unpricedDevice()
{
    Device d = *catalog().device(QStringLiteral("h100-sxm"));
    d.tdpWatts.reset();
    d.idleWatts.reset();
    d.prices.clear();
    return d;
}

/// RFC 4180 fields of one CSV record (quoted fields may hold commas, quotes and newlines).
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record.append(field);
            field.clear();
        } else if (c == u'\n') {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
        } else {
            field += c;
        }
    }
    return records;
}

QJsonValue at(const QJsonObject& object, const QString& path)
{
    QJsonValue value = object;
    for (const QString& key : path.split(u'.')) {
        // Inside an unknown (null) figure, everything is unknown too.
        if (value.isNull())
            return value;
        // A number indexes an array ("energy_j_range.0").
        bool isIndex = false;
        const int index = key.toInt(&isIndex);
        value
            = isIndex && value.isArray() ? value.toArray().at(index) : value.toObject().value(key);
    }
    return value;
}

/// The cells of one Markdown table row, split at unescaped '|'.
QStringList markdownCells(const QString& line)
{
    QStringList cells;
    QString cell;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line[i] == u'\\' && i + 1 < line.size()) {
            cell += line[i];
            cell += line[++i];
        } else if (line[i] == u'|') {
            cells.append(cell.trimmed());
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    cells.append(cell.trimmed());
    // Leading and trailing pipes leave an empty first and last piece.
    return cells.mid(1, cells.size() - 2);
}

} // namespace

class TestEstimateReport : public QObject
{
    Q_OBJECT

private slots:
    void jsonKeepsTheCliContract();
    void csvAndJsonAgreeColumnForColumn_data();
    void csvAndJsonAgreeColumnForColumn();
    void unknownIsNullOrEmptyNeverZero();
    void knownZeroIsStillZero();
    void rowsWithoutEstimate();
    void markdownEscapesHostileNames_data();
    void markdownEscapesHostileNames();
    void markdownSharesTheCsvNamesAndUnits();
    void markdownRoundsForReading();
    void csvQuotesCommasAndQuotes();
    void numbersReadBackExactly_data();
    void numbersReadBackExactly();
};

void TestEstimateReport::jsonKeepsTheCliContract()
{
    const Workload workload = preset(QStringLiteral("llama-2-7b"));
    const QJsonObject o
        = EstimateReport::resultJson(rowFor(workload, *catalog().device(u"h100-sxm"_s)));
    // Every key README.md documents for `estimate --json` results (the CLI adds `ops`).
    for (const char* key : { "device", "step", "step_time_s", "tokens_per_s", "mfu", "ttft_s",
             "tpot_s", "memory_bytes", "memory_capacity_bytes", "fits", "energy_j",
             "average_power_w", "cost_usd", "usd_per_chip_hour", "cost_per_million_tokens_usd",
             "run", "breakdown", "matrix_fraction", "notes" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o[u"matrix_fraction"_s][u"value"_s].toDouble(), 0.803);
    QCOMPARE(o[u"matrix_fraction"_s][u"evidence"_s].toString(), u"measured"_s);
    for (const char* key :
        { "weights", "gradients", "optimizer", "activations", "kv_cache", "workspace", "total" })
        QVERIFY2(o[u"memory_bytes"_s].toObject().contains(QLatin1String(key)), key);
    for (const char* key : { "time_s", "energy_kwh", "co2_kg", "cost_usd" })
        QVERIFY2(o[u"run"_s].toObject().contains(QLatin1String(key)), key);
    for (const char* key : { "compute_s", "memory_s", "comm_s", "overhead_s" })
        QVERIFY2(o[u"breakdown"_s].toObject().contains(QLatin1String(key)), key);
    QCOMPARE(o[u"memory_gib"_s].toDouble() * double(1 << 30),
        o[u"memory_bytes"_s][u"total"_s].toDouble());

    const QJsonObject about = EstimateReport::workloadJson(workload);
    for (const char* key :
        { "id", "name", "step", "batch", "seq", "precision", "params", "flops_per_step" })
        QVERIFY2(about.contains(QLatin1String(key)), key);
    QCOMPARE(about[u"id"_s].toString(), u"llama-2-7b"_s);
    QCOMPARE(about[u"flops_per_step"_s].toDouble(), double(workload.flopsPerStep()));
}

void TestEstimateReport::csvAndJsonAgreeColumnForColumn_data()
{
    QTest::addColumn<QString>("workloadId");
    QTest::addColumn<QString>("deviceId");
    QTest::addColumn<bool>("unpriced");
    QTest::newRow("llama h100") << u"llama-2-7b"_s << u"h100-sxm"_s << false;
    QTest::newRow("llama tpu (estimated power)") << u"llama-2-7b"_s << u"tpu-v5p"_s << false;
    QTest::newRow("llama tpu (measured power)") << u"llama-2-7b"_s << u"tpu-v4"_s << false;
    QTest::newRow("gpt-2 no tdp no price") << u"gpt-2-124m"_s << u"h100-sxm"_s << true;
}

void TestEstimateReport::csvAndJsonAgreeColumnForColumn()
{
    QFETCH(QString, workloadId);
    QFETCH(QString, deviceId);
    QFETCH(bool, unpriced);
    const Device device = unpriced ? unpricedDevice() : *catalog().device(deviceId);
    const EstimateRow row = rowFor(preset(workloadId), device);
    const QJsonObject json = EstimateReport::resultJson(row);
    const QList<QStringList> csv = parseCsv(EstimateReport::toCsv({ row }));
    QCOMPARE(csv.size(), 2);
    QCOMPARE(csv[0], EstimateReport::csvColumns());
    QCOMPARE(csv[1].size(), csv[0].size());
    for (qsizetype i = 0; i < csv[0].size(); ++i) {
        const QString& column = csv[0][i];
        const QString& cell = csv[1][i];
        const QString path = EstimateReport::jsonPath(column);
        const QJsonValue value = at(json, path);
        const QByteArray where = (column + u" ↔ "_s + path + u": '"_s + cell + u'\'').toUtf8();
        if (column == u"notes"_s) {
            QCOMPARE(cell.split(u';', Qt::SkipEmptyParts), value.toVariant().toStringList());
        } else if (column == u"error"_s) {
            QVERIFY2(cell.isEmpty() && value.isUndefined(), where.constData());
        } else if (value.isNull()) {
            QVERIFY2(cell.isEmpty(), where.constData());
        } else if (value.isBool()) {
            QCOMPARE(cell, value.toBool() ? u"true"_s : u"false"_s);
        } else if (value.isString()) {
            QCOMPARE(cell, value.toString());
        } else {
            QVERIFY2(value.isDouble(), where.constData());
            bool ok = false;
            // Unrounded in both: the CSV text reads back as exactly the JSON double.
            QCOMPARE(cell.toDouble(&ok), value.toDouble());
            QVERIFY2(ok, where.constData());
        }
    }
}

void TestEstimateReport::unknownIsNullOrEmptyNeverZero()
{
    const Workload workload = preset(QStringLiteral("gpt-2-124m"));
    const EstimateRow row = rowFor(workload, unpricedDevice());
    QVERIFY(!EstimateReport::hasPower(*row.estimate));
    QVERIFY(!EstimateReport::hasPrice(*row.estimate));

    const QJsonObject json = EstimateReport::resultJson(row);
    const QStringList unknown { u"energy_j"_s, u"average_power_w"_s, u"cost_usd"_s,
        u"usd_per_chip_hour"_s, u"cost_per_million_tokens_usd"_s, u"run_energy_kwh"_s,
        u"run_co2_kg"_s, u"run_cost_usd"_s, u"power_basis"_s, u"energy_j_low"_s, u"energy_j_high"_s,
        u"facility_energy_j"_s };
    for (const QString& column : unknown)
        QVERIFY2(at(json, EstimateReport::jsonPath(column)).isNull(), qPrintable(column));
    QVERIFY(json[u"step_time_s"_s].toDouble() > 0);

    const QList<QStringList> csv = parseCsv(EstimateReport::toCsv({ row }));
    for (const QString& column : unknown) {
        const qsizetype i = csv[0].indexOf(column);
        QVERIFY2(i >= 0, qPrintable(column));
        QVERIFY2(csv[1][i].isEmpty(), qPrintable(column + u": "_s + csv[1][i]));
    }

    const QStringList lines = EstimateReport::toMarkdown(nullptr, { row }).split(u'\n');
    const QStringList header = markdownCells(lines[0]);
    const QStringList cells = markdownCells(lines[2]);
    QCOMPARE(cells.size(), header.size());
    for (const QString& column : unknown)
        if (header.contains(column))
            QVERIFY2(cells[header.indexOf(column)].isEmpty(), qPrintable(column));
    QVERIFY(!cells[header.indexOf(u"step_time_s"_s)].isEmpty());
}

void TestEstimateReport::knownZeroIsStillZero()
{
    // Unknown is decided by the catalog (no TDP, no price), not by the value: a known figure
    // that happens to be 0 stays 0.
    engine::WorkloadEstimate e;
    e.usdPerChipHour = 2.5;
    e.costPerRunUsd = 0;
    e.energyJoulesPerStep = 0;
    const EstimateRow row { u"x"_s, u"X"_s, e, engine::EngineError::None };
    const QJsonObject json = EstimateReport::resultJson(row);
    QCOMPARE(json[u"energy_j"_s], QJsonValue(0.0));
    QCOMPARE(json[u"run"_s][u"cost_usd"_s], QJsonValue(0.0));
    const QList<QStringList> csv = parseCsv(EstimateReport::toCsv({ row }));
    QCOMPARE(csv[1][csv[0].indexOf(u"energy_j"_s)], u"0"_s);
    QCOMPARE(csv[1][csv[0].indexOf(u"usd_per_chip_hour"_s)], u"2.5"_s);
}

void TestEstimateReport::rowsWithoutEstimate()
{
    const EstimateRow row { u"odd,chip"_s, u"Odd \"chip\""_s, std::nullopt,
        engine::EngineError::NoMatrixRate };
    const QJsonObject json = EstimateReport::resultJson(row);
    QCOMPARE(json[u"error"_s].toString(), u"cannot-estimate"_s);
    QCOMPARE(json[u"reason"_s].toString(), QStringLiteral("no-matrix-rate"));
    QVERIFY(!json.contains(u"step_time_s"_s));

    const QList<QStringList> csv = parseCsv(EstimateReport::toCsv({ row }));
    QCOMPARE(csv[1].size(), csv[0].size());
    QCOMPARE(csv[1][0], u"odd,chip"_s);
    QCOMPARE(csv[1][csv[0].indexOf(u"name"_s)], u"Odd \"chip\""_s);
    QCOMPARE(csv[1][csv[0].indexOf(u"error"_s)], u"cannot-estimate"_s);
    QCOMPARE(csv[1][csv[0].indexOf(u"step_time_s"_s)], QString());
}

void TestEstimateReport::markdownEscapesHostileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("pipe") << u"A | B"_s << u"A \\| B"_s;
    QTest::newRow("newline") << u"two\nlines\r\nhere"_s << u"two lines  here"_s;
    QTest::newRow("separator row") << u"x |\n|---|"_s << u"x \\| \\|---\\|"_s;
    QTest::newRow("backslash before pipe") << u"a\\|b"_s << u"a\\\\\\|b"_s;
    QTest::newRow("html") << u"<img src=x onerror=alert(1)>&"_s
                          << u"&lt;img src=x onerror=alert(1)&gt;&amp;"_s;
    QTest::newRow("unicode line separator") << u"a\u2028b"_s << u"a b"_s;
    QTest::newRow("plain") << u"H100 SXM5 80GB"_s << u"H100 SXM5 80GB"_s;
}

void TestEstimateReport::markdownEscapesHostileNames()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(report::markdownCell(name), expected);

    Device device = *catalog().device(u"h100-sxm"_s);
    device.name = name;
    device.id = name;
    WorkloadSpec spec = preset(u"gpt-2-124m"_s).spec();
    spec.name = name;
    const WorkloadBuildResult built = WorkloadBuilder::build(spec);
    QVERIFY(built.workload);
    const EstimateRow row = rowFor(*built.workload, device);
    const QString markdown = EstimateReport::toMarkdown(&*built.workload, { row, row });
    const QStringList lines = markdown.split(u'\n', Qt::SkipEmptyParts);
    // The heading, the header, the separator and one line per row: a name adds no line.
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[0].startsWith(u"## "_s));
    const qsizetype columns = EstimateReport::markdownColumns().size();
    for (qsizetype i = 1; i < lines.size(); ++i)
        QCOMPARE(markdownCells(lines[i]).size(), columns);
    QCOMPARE(markdownCells(lines[3])[0], expected);
    QCOMPARE(markdownCells(lines[3])[1], expected);
}

void TestEstimateReport::markdownSharesTheCsvNamesAndUnits()
{
    const EstimateRow row = rowFor(preset(u"llama-2-7b"_s), *catalog().device(u"h100-sxm"_s));
    const QList<QStringList> csv = parseCsv(EstimateReport::toCsv({ row }));
    const QStringList lines = EstimateReport::toMarkdown(nullptr, { row }).split(u'\n');
    const QStringList header = markdownCells(lines[0]);
    QCOMPARE(header, EstimateReport::markdownColumns());
    const QStringList cells = markdownCells(lines[2]);
    static const QRegularExpression unitSuffix(u"_(s|bytes|gib|j|w|kwh|kg|usd)$"_s);
    for (qsizetype i = 0; i < header.size(); ++i) {
        const qsizetype c = csv[0].indexOf(header[i]);
        QVERIFY2(c >= 0, qPrintable(header[i]));
        bool isNumber = false;
        const double exact = csv[1][c].toDouble(&isNumber);
        if (!isNumber) {
            QCOMPARE(cells[i], csv[1][c]);
            continue;
        }
        // Same unit as the CSV, rounded to 4 significant digits for reading.
        QVERIFY2(header[i].contains(unitSuffix) || header[i] == u"mfu"_s
                || header[i] == u"tokens_per_s"_s,
            qPrintable(header[i]));
        const double shown = cells[i].toDouble();
        QVERIFY2(qAbs(shown - exact) <= 5e-4 * qAbs(exact),
            qPrintable(header[i] + u": "_s + cells[i] + u" vs "_s + csv[1][c]));
    }
}

void TestEstimateReport::markdownRoundsForReading()
{
    engine::WorkloadEstimate e;
    e.tokensPerSecond = 9999.7; // 4 significant digits alone would print "1e+04"
    e.stepSeconds = 1.234567e-5;
    e.mfu = 0.4123456;
    e.memoryCapacityBytes = qint64(80) << 30;
    const EstimateRow row { u"x"_s, u"X"_s, e, engine::EngineError::None };
    const QStringList lines = EstimateReport::toMarkdown(nullptr, { row }).split(u'\n');
    const QStringList header = markdownCells(lines[0]);
    const QStringList cells = markdownCells(lines[2]);
    QCOMPARE(cells[header.indexOf(u"tokens_per_s"_s)], u"10000"_s);
    QCOMPARE(cells[header.indexOf(u"step_time_s"_s)], u"1.235e-05"_s);
    QCOMPARE(cells[header.indexOf(u"mfu"_s)], u"0.4123"_s);
    QCOMPARE(cells[header.indexOf(u"memory_capacity_gib"_s)], u"80"_s);
}

void TestEstimateReport::csvQuotesCommasAndQuotes()
{
    QCOMPARE(report::csvField(u"plain"_s), u"plain"_s);
    QCOMPARE(report::csvField(u"a,b"_s), u"\"a,b\""_s);
    QCOMPARE(report::csvField(u"say \"hi\""_s), u"\"say \"\"hi\"\"\""_s);
    QCOMPARE(report::csvField(u"two\nlines"_s), u"\"two\nlines\""_s);
    QCOMPARE(report::csvField(u"cr\r"_s), u"\"cr\r\""_s);

    Device device = *catalog().device(u"h100-sxm"_s);
    device.id = u"id,with,commas"_s;
    device.name = u"Name \"quoted\", and\nbroken"_s;
    const EstimateRow row = rowFor(preset(u"gpt-2-124m"_s), device);
    const QList<QStringList> csv = parseCsv(EstimateReport::toCsv({ row }));
    QCOMPARE(csv.size(), 2);
    QCOMPARE(csv[1].size(), csv[0].size());
    QCOMPARE(csv[1][0], device.id);
    QCOMPARE(csv[1][csv[0].indexOf(u"name"_s)], device.name);
}

void TestEstimateReport::numbersReadBackExactly_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << u"0"_s;
    QTest::newRow("bytes") << 13476395008.0 << u"13476395008"_s;
    QTest::newRow("negative integer") << -3.0 << u"-3"_s;
    QTest::newRow("fraction") << 0.1 << u"0.1"_s;
    QTest::newRow("third") << 1.0 / 3 << u"0.3333333333333333"_s;
    QTest::newRow("tiny") << 1.25e-7 << u"1.25e-07"_s;
    QTest::newRow("huge") << 1e300 << u"1e+300"_s;
    QTest::newRow("nan is unknown") << qQNaN() << QString();
    QTest::newRow("infinity is unknown") << qInf() << QString();
}

void TestEstimateReport::numbersReadBackExactly()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(report::csvNumber(value), text);
    if (!text.isEmpty())
        QCOMPARE(text.toDouble(), value);
}

QTEST_GUILESS_MAIN(TestEstimateReport)
#include "tst_estimatereport.moc"
