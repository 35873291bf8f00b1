// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

// The committed translations are complete and current: no unfinished, obsolete or vanished
// entries, placeholders and accelerators kept, and lupdate over today's sources finds nothing
// the files lack (it runs into a scratch copy, never into the committed files).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    QString translationType; // "" when finished
    QStringList translations; // one, or one per numerus form
    bool numerus = false;

    QString key() const { return context + QChar(0x1f) + source + QChar(0x1f) + comment; }
};

struct TsFile
{
    QString language;
    QList<Message> messages;
    QString error;
};

TsFile readTs(const QString& path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            if (!message.context.isEmpty())
                ts.messages.append(message);
            message = Message();
            message.context = context;
            message.numerus
                = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.translationType = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.translations << xml.readElementText();
        }
    }
    if (!message.context.isEmpty())
        ts.messages.append(message);
    if (xml.hasError())
        ts.error = xml.errorString();
    return ts;
}

QString translationsDir()
{
    return QStringLiteral(TENSORSCOPE_SOURCE_DIR "/translations");
}

QString describe(const Message& m)
{
    return QStringLiteral("%1: \"%2\"").arg(m.context, m.source.left(80));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void shipsTheFourLanguages();
    void complete_data();
    void complete();
    void placeholdersAndAcceleratorsKept_data() { complete_data(); }
    void placeholdersAndAcceleratorsKept();
    void upToDateWithSources_data() { complete_data(); }
    void upToDateWithSources();
};

void TestTranslations::shipsTheFourLanguages()
{
    const QStringList files
        = QDir(translationsDir()).entryList({ QStringLiteral("*.ts") }, QDir::Files, QDir::Name);
    QCOMPARE(files,
        (QStringList { QStringLiteral("tensorscope_de.ts"), QStringLiteral("tensorscope_es.ts"),
            QStringLiteral("tensorscope_fr.ts"), QStringLiteral("tensorscope_zh_CN.ts") }));
}

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    const std::pair<const char*, const char*> files[] = {
        { "tensorscope_de.ts", "de_DE" },
        { "tensorscope_es.ts", "es_ES" },
        { "tensorscope_fr.ts", "fr_FR" },
        { "tensorscope_zh_CN.ts", "zh_CN" },
    };
    for (const auto& [file, language] : files)
        QTest::newRow(file) << translationsDir() + QLatin1Char('/') + QLatin1String(file)
                            << QString::fromLatin1(language);
}

void TestTranslations::complete()
{
    QFETCH(QString, path);
    QFETCH(QString, language);
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, language);
    // Each file carries the whole user interface (a few hundred strings).
    QVERIFY2(ts.messages.size() > 500, qPrintable(QString::number(ts.messages.size())));
    QStringList problems;
    for (const Message& m : ts.messages) {
        // "unfinished", "obsolete" or "vanished".
        if (!m.translationType.isEmpty())
            problems << QStringLiteral("%1 (%2)").arg(describe(m), m.translationType);
        else if (m.translations.isEmpty() || m.translations.contains(QString()))
            problems << QStringLiteral("%1 (empty translation)").arg(describe(m));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::placeholdersAndAcceleratorsKept()
{
    QFETCH(QString, path);
    const TsFile ts = readTs(path);
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    auto placeholders = [](const QString& text) {
        QSet<QString> found;
        for (const QRegularExpressionMatch& match : placeholder.globalMatch(text))
            found.insert(match.captured());
        return found;
    };
    // A mnemonic is '&' before a letter or digit ("&File", "文件(&F)"), not "&&" or an entity.
    static const QRegularExpression accelerator(QStringLiteral("&(?!&)[\\p{L}\\p{N}]"));
    auto accelerators
        = [](QString text) { return int(text.remove(QStringLiteral("&&")).count(accelerator)); };
    QStringList problems;
    for (const Message& m : ts.messages) {
        for (const QString& t : m.translations) {
            if (placeholders(t) != placeholders(m.source))
                problems << QStringLiteral("%1 -> \"%2\" (placeholders)").arg(describe(m), t);
            if (accelerators(t) != accelerators(m.source))
                problems << QStringLiteral("%1 -> \"%2\" (accelerator)").arg(describe(m), t);
            if (m.source.endsWith(QLatin1Char('\n')) != t.endsWith(QLatin1Char('\n')))
                problems << QStringLiteral("%1 -> \"%2\" (final newline)").arg(describe(m), t);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTranslations::upToDateWithSources()
{
    QFETCH(QString, path);
    const TsFile committed = readTs(path);
    QVERIFY2(committed.error.isEmpty(), qPrintable(committed.error));

    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString copy = scratch.filePath(QFileInfo(path).fileName());
    QVERIFY(QFile::copy(path, copy));
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(TENSORSCOPE_LUPDATE),
        { QStringLiteral("@" TENSORSCOPE_LUPDATE_SOURCES), QStringLiteral("-no-obsolete"),
            QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts"), copy });
    QVERIFY2(lupdate.waitForFinished(240000), "lupdate did not finish");
    const QByteArray log = lupdate.readAll();
    QVERIFY2(
        lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, log.constData());

    const TsFile updated = readTs(copy);
    QVERIFY2(updated.error.isEmpty(), qPrintable(updated.error));
    QSet<QString> committedKeys;
    for (const Message& m : committed.messages)
        committedKeys.insert(m.key());
    QStringList missing;
    QSet<QString> updatedKeys;
    for (const Message& m : updated.messages) {
        updatedKeys.insert(m.key());
        if (!committedKeys.contains(m.key()))
            missing << describe(m);
    }
    QStringList gone;
    for (const Message& m : committed.messages) {
        if (!updatedKeys.contains(m.key()))
            gone << describe(m);
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("strings in the sources but not in %1 (run the "
                                  "update_translations target and translate them):\n%2")
                       .arg(path, missing.join(QLatin1Char('\n')))));
    QVERIFY2(gone.isEmpty(),
        qPrintable(QStringLiteral("strings in %1 that the sources no longer have:\n%2")
                       .arg(path, gone.join(QLatin1Char('\n')))));
    QCOMPARE(updated.messages.size(), committed.messages.size());
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
