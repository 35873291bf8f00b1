// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The malformed-catalog corpus (tests/data/catalog/malformed/): each file is loaded on top of
// the shipped catalog, and must produce exactly the listed diagnostics (severity, code, JSON
// path, file; line and column for syntax errors) while its valid devices still load.

#include "hardware/catalog.h"

#include <QDir>
#include <QTest>

using namespace ts;

namespace {

QString corpusDir()
{
    return QStringLiteral(TENSORSCOPE_TEST_DATA_DIR "/catalog/malformed");
}

// "code path" for errors, "warning: code path" for warnings, "code @line:column" for syntax.
QString key(const io::Diagnostic& d)
{
    QString text = d.severity == io::Severity::Warning ? QStringLiteral("warning: ") : QString();
    text += io::codeName(d.code);
    if (d.line > 0)
        return text + QStringLiteral(" @%1:%2").arg(d.line).arg(d.column);
    return text + u' ' + d.jsonPath;
}

struct Row
{
    const char* file;
    QStringList expected; // see key()
    QStringList loadedIds; // devices of the file that still load, in order
};

// One row per corpus file, with its exact diagnostics.
QList<Row> corpusRows()
{
    QList<Row> rows;
    auto row = [&rows](const char* file, QStringList expected, QStringList ids = {}) {
        rows.append({ file, expected, ids });
    };
    // Qt reports the offset just past the start of the unexpected token: the missing comma
    // before "vendor" (whose quote is at column 16) shows as 4:17.
    row("01-syntax-error.json", { QStringLiteral("syntax-error @4:17") });
    row("02-empty-file.json", { QStringLiteral("syntax-error @1:1") });
    row("03-top-level-array.json", { QStringLiteral("wrong-type $") });
    row("04-missing-schema-version.json", { QStringLiteral("missing-field $.schema_version") });
    row("05-schema-version-too-new.json",
        { QStringLiteral("unsupported-version $.schema_version") });
    row("06-schema-version-string.json", { QStringLiteral("wrong-type $.schema_version") });
    row("07-devices-not-array.json", { QStringLiteral("wrong-type $.devices") });
    row("08-device-not-object.json", { QStringLiteral("wrong-type $.devices[0]") },
        { QStringLiteral("ok") });
    row("09-missing-id.json", { QStringLiteral("missing-field $.devices[0].id") },
        { QStringLiteral("ok") });
    row("10-missing-memory.json", { QStringLiteral("missing-field $.devices[0].memory") });
    row("11-missing-bandwidth.json",
        { QStringLiteral("missing-field $.devices[0].memory.bandwidth_gb_per_s") });
    row("12-wrong-type-peak.json", { QStringLiteral("wrong-type $.devices[0].peak_tflops.bf16") });
    row("13-negative-bandwidth.json",
        { QStringLiteral("not-positive $.devices[0].memory.bandwidth_gb_per_s") });
    row("14-zero-capacity.json",
        { QStringLiteral("not-positive $.devices[0].memory.capacity_gb") });
    row("15-nan-string.json", { QStringLiteral("not-finite $.devices[0].power.tdp_w") });
    row("16-infinity-string.json", { QStringLiteral("not-finite $.devices[0].peak_tflops.bf16") });
    row("17-unknown-precision.json",
        { QStringLiteral("unknown-value $.devices[0].peak_tflops.fp64") });
    row("18-unknown-kind.json", { QStringLiteral("unknown-value $.devices[0].kind") });
    row("19-duplicate-id.json", { QStringLiteral("duplicate-id $.devices[1].id") },
        { QStringLiteral("dup"), QStringLiteral("other") });
    row("20-unknown-base.json", { QStringLiteral("unknown-reference $.devices[0].base") });
    row("21-base-cycle.json",
        { QStringLiteral("reference-cycle $.devices[0].base"),
            QStringLiteral("reference-cycle $.devices[1].base") },
        { QStringLiteral("c") });
    row("22-one-broken-others-load.json",
        { QStringLiteral("not-positive $.devices[1].power.tdp_w") },
        { QStringLiteral("first"), QStringLiteral("third") });
    row("23-capacity-overflow.json",
        { QStringLiteral("overflow $.devices[0].memory.capacity_gb") });
    row("24-gb-and-gib.json", { QStringLiteral("inconsistent $.devices[0].memory.capacity_gib") });
    row("25-year-out-of-range.json", { QStringLiteral("out-of-range $.devices[0].year") });
    row("26-unknown-topology.json",
        { QStringLiteral("unknown-value $.devices[0].interconnect.topology") });
    row("27-bad-mma-shape.json",
        { QStringLiteral("out-of-range $.devices[0].gpu.mma_shapes.bf16") });
    row("28-empty-sources.json", { QStringLiteral("missing-field $.devices[0].sources") });
    row("29-typo-field.json",
        { QStringLiteral("warning: unknown-field $.devices[0].memroy"),
            QStringLiteral("missing-field $.devices[0].memory") });
    row("30-threads-inconsistent.json",
        { QStringLiteral("inconsistent $.devices[0].gpu.max_threads_per_sm") });
    row("31-bad-price-kind.json", { QStringLiteral("unknown-value $.devices[0].prices[0].kind") });
    row("32-broken-base-chain.json",
        { QStringLiteral("not-positive $.devices[0].memory.bandwidth_gb_per_s"),
            QStringLiteral("unknown-reference $.devices[1].base") });
    row("33-empty-peaks.json", { QStringLiteral("missing-field $.devices[0].peak_tflops") });
    row("34-zero-sm-count.json", { QStringLiteral("not-positive $.devices[0].gpu.sm_count") });
    row("35-self-base-unknown.json", { QStringLiteral("unknown-reference $.devices[0].base") });
    row("36-fractional-year.json", { QStringLiteral("wrong-type $.devices[0].year") });
    return rows;
}

} // namespace

class TestCatalogCorpus : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void everyCorpusFileHasARow();
    void diagnosticsCarryExpectedAndFound();
};

void TestCatalogCorpus::corpus_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("loadedIds");
    for (const Row& row : corpusRows())
        QTest::newRow(row.file) << QString::fromLatin1(row.file) << row.expected << row.loadedIds;
}

void TestCatalogCorpus::corpus()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, loadedIds);

    const QString path = corpusDir() + u'/' + fileName;
    QVERIFY(QFile::exists(path));
    const Catalog shipped = Catalog::loadFiles({ Catalog::shippedCatalogPath() });
    QVERIFY(shipped.diagnostics().isEmpty());
    const Catalog catalog = Catalog::loadFiles({ Catalog::shippedCatalogPath(), path });

    QStringList found;
    for (const io::Diagnostic& d : catalog.diagnostics()) {
        QCOMPARE(d.file, path); // every diagnostic names the corpus file
        QVERIFY2(!d.expected.isEmpty() && !d.found.isEmpty(), qPrintable(d.toString()));
        found.append(key(d));
    }
    QCOMPARE(found, expected);

    // Valid devices in the broken file still load, after the untouched shipped ones.
    QStringList added;
    for (qsizetype i = shipped.devices().size(); i < catalog.devices().size(); ++i)
        added.append(catalog.devices().at(i).id);
    QCOMPARE(added, loadedIds);
    for (qsizetype i = 0; i < shipped.devices().size(); ++i)
        QVERIFY(catalog.devices().at(i) == shipped.devices().at(i));
}

void TestCatalogCorpus::everyCorpusFileHasARow()
{
    const QStringList files
        = QDir(corpusDir()).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 25);
    QStringList rows;
    for (const Row& row : corpusRows())
        rows.append(QString::fromLatin1(row.file));
    QCOMPARE(files, rows);
}

void TestCatalogCorpus::diagnosticsCarryExpectedAndFound()
{
    const QString path = corpusDir() + QStringLiteral("/13-negative-bandwidth.json");
    const Catalog catalog = Catalog::loadFiles({ path });
    QCOMPARE(catalog.diagnostics().size(), 1);
    const io::Diagnostic& d = catalog.diagnostics().first();
    QCOMPARE(d.expected.english(), QStringLiteral("number > 0"));
    QCOMPARE(d.found.english(), QStringLiteral("number -5"));
    QCOMPARE(d.toString(),
        path
            + QStringLiteral(
                ": error: $.devices[0].memory.bandwidth_gb_per_s: expected number > 0, "
                "found number -5 [not-positive]"));

    const Catalog cycle
        = Catalog::loadFiles({ corpusDir() + QStringLiteral("/21-base-cycle.json") });
    QCOMPARE(cycle.diagnostics().first().found.english(), QStringLiteral("cycle a -> b -> a"));
    const Catalog newer
        = Catalog::loadFiles({ corpusDir() + QStringLiteral("/05-schema-version-too-new.json") });
    QCOMPARE(newer.diagnostics().first().expected.english(), QStringLiteral("schema_version <= 1"));
    QCOMPARE(newer.diagnostics().first().found.english(), QStringLiteral("number 2"));
    QVERIFY(newer.devices().isEmpty());
}

QTEST_GUILESS_MAIN(TestCatalogCorpus)
#include "tst_catalogcorpus.moc"
