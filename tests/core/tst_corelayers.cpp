// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The areas of core/ are layered (docs/architecture.md, "Inside core"): each includes only the
// areas below it. The include lines are the check: an `#include "area/..."` outside an area's
// allowed list fails here, so a back edge such as io including the engine (issue 33) cannot come
// back unnoticed. A new area under core/ must be added to kLayers with what it may include.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

struct Layer
{
    const char* area;
    QStringList mayInclude;
};

QStringList areas(std::initializer_list<const char*> names)
{
    QStringList out;
    for (const char* name : names)
        out.append(QLatin1String(name));
    return out;
}

// The table of docs/architecture.md. io holds only file reading and writing primitives; every
// writer of results lives in report, above the engine, scaling and serving whose results it
// writes.
const QHash<QString, QStringList>& layers()
{
    static const QHash<QString, QStringList> table {
        { QStringLiteral("common"), {} },
        { QStringLiteral("io"), areas({ "common" }) },
        { QStringLiteral("hardware"), areas({ "common", "io" }) },
        { QStringLiteral("workload"), areas({ "common", "io" }) },
        { QStringLiteral("systolic"), areas({ "common", "hardware" }) },
        { QStringLiteral("simt"), areas({ "common", "hardware" }) },
        { QStringLiteral("engine"),
            areas({ "common", "io", "hardware", "workload", "systolic", "simt" }) },
        { QStringLiteral("scaling"), areas({ "common", "io", "hardware", "workload", "engine" }) },
        { QStringLiteral("serving"),
            areas({ "common", "io", "hardware", "workload", "engine", "scaling" }) },
        { QStringLiteral("report"),
            areas({ "common", "io", "hardware", "workload", "engine", "scaling", "serving" }) },
        { QStringLiteral("validation"),
            areas({ "common", "io", "hardware", "workload", "engine", "scaling", "serving" }) },
        { QStringLiteral("compare"),
            areas({ "common", "io", "hardware", "workload", "engine", "scaling", "serving",
                "validation", "report" }) },
        { QStringLiteral("session"),
            areas({ "common", "io", "hardware", "workload", "engine", "scaling", "serving",
                "validation", "compare" }) },
    };
    return table;
}

/// The core areas `text` includes by path ("engine" for `#include "engine/x.h"`).
QStringList includedAreas(const QString& text)
{
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*\"([a-z]+)/[^\"]+\""),
        QRegularExpression::MultilineOption);
    QStringList found;
    auto it = include.globalMatch(text);
    while (it.hasNext())
        found.append(it.next().captured(1));
    return found;
}

/// The violations of `area`'s layer in `text`: the areas it includes but may not.
QStringList backEdges(const QString& area, const QString& text)
{
    QStringList out;
    const QStringList allowed = layers().value(area);
    for (const QString& included : includedAreas(text)) {
        if (included != area && layers().contains(included) && !allowed.contains(included))
            out.append(included);
    }
    return out;
}

} // namespace

class TestCoreLayers : public QObject
{
    Q_OBJECT

private slots:
    void detectsBackEdges_data();
    void detectsBackEdges();
    void everyAreaHasALayer();
    void noAreaIncludesAnAreaAboveIt();
};

void TestCoreLayers::detectsBackEdges_data()
{
    QTest::addColumn<QString>("area");
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("flagged");
    QTest::newRow("io own") << QStringLiteral("io") << QStringLiteral("#include \"io/phrase.h\"")
                            << false;
    QTest::newRow("io local") << QStringLiteral("io") << QStringLiteral("#include \"phrase.h\"")
                              << false;
    QTest::newRow("io engine") << QStringLiteral("io")
                               << QStringLiteral("#include \"engine/workloadestimate.h\"") << true;
    QTest::newRow("io report") << QStringLiteral("io")
                               << QStringLiteral("#include \"report/estimatereport.h\"") << true;
    QTest::newRow("io workload indented")
        << QStringLiteral("io") << QStringLiteral("  #  include \"workload/workload.h\"") << true;
    QTest::newRow("report serving")
        << QStringLiteral("report") << QStringLiteral("#include \"serving/servingestimator.h\"")
        << false;
    QTest::newRow("report compare")
        << QStringLiteral("report") << QStringLiteral("#include \"compare/comparison.h\"") << true;
    QTest::newRow("engine serving")
        << QStringLiteral("engine") << QStringLiteral("#include \"serving/servingestimator.h\"")
        << true;
    QTest::newRow("Qt header") << QStringLiteral("io")
                               << QStringLiteral("#include <QtCore/QString>") << false;
}

void TestCoreLayers::detectsBackEdges()
{
    QFETCH(QString, area);
    QFETCH(QString, line);
    QFETCH(bool, flagged);
    QCOMPARE(!backEdges(area, line + QLatin1Char('\n')).isEmpty(), flagged);
}

void TestCoreLayers::everyAreaHasALayer()
{
    const QDir core(QStringLiteral(TENSORSCOPE_SOURCE_DIR "/core"));
    const QStringList dirs = core.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY(dirs.contains(QStringLiteral("report")));
    for (const QString& dir : dirs)
        QVERIFY2(layers().contains(dir), qPrintable(dir + QStringLiteral(": not in kLayers")));
}

void TestCoreLayers::noAreaIncludesAnAreaAboveIt()
{
    const QDir core(QStringLiteral(TENSORSCOPE_SOURCE_DIR "/core"));
    QStringList violations;
    int scanned = 0;
    for (const QString& area : core.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QDirIterator it(core.filePath(area), { QStringLiteral("*.h"), QStringLiteral("*.cpp") },
            QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            for (const QString& above : backEdges(area, QString::fromUtf8(file.readAll())))
                violations.append(core.relativeFilePath(path) + QStringLiteral(" includes ") + above
                    + QLatin1Char('/'));
            ++scanned;
        }
    }
    QVERIFY2(scanned > 100, "core/ sources not found");
    QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestCoreLayers)
#include "tst_corelayers.moc"
