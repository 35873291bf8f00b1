// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT

// The committed translations are complete and current: no unfinished, obsolete or vanished
// entries, placeholders and accelerators kept, and lupdate over today's sources finds nothing
// the files lack (it runs into a scratch copy, never into the committed files). The shipped
// tours carry every title and caption in every language too (docs/presentation.md).

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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

/// The languages of the user interface: "en" and one per .ts file ("tensorscope_zh_CN.ts").
QStringList interfaceLanguages()
{
    QStringList languages { QStringLiteral("en") };
    const QStringList files
        = QDir(translationsDir()).entryList({ QStringLiteral("*.ts") }, QDir::Files, QDir::Name);
    for (const QString& file : files)
        languages << file.mid(int(qstrlen("tensorscope_"))).chopped(3);
    return languages;
}

/// What a translation must keep of the English: the Markdown emphasis and code markers and the
/// numbers (as runs of digits, so that 0.2 may be written 0,2).
QString markupAndNumbers(const QString& text)
{
    static const QRegularExpression digits(QStringLiteral("[0-9]+"));
    QStringList numbers;
    for (const QRegularExpressionMatch& match : digits.globalMatch(text))
        numbers << match.captured();
    numbers.sort();
    numbers.removeDuplicates();
    return QStringLiteral("%1 ** and %2 ` markers, numbers %3")
        .arg(text.count(QStringLiteral("**")))
        .arg(text.count(QLatin1Char('`')))
        .arg(numbers.join(QLatin1Char(' ')));
}

/// The problems of one title or caption of a shipped tour at `path`.
QStringList tourTextProblems(const QJsonValue& value, const QString& path)
{
    const QStringList languages = interfaceLanguages();
    if (!value.isObject())
        return { QStringLiteral("%1: not an object of the languages %2")
                     .arg(path, languages.join(QStringLiteral(", "))) };
    const QJsonObject texts = value.toObject();
    QStringList problems;
    QStringList expected = languages;
    expected.sort();
    QStringList found = texts.keys();
    found.sort();
    if (found != expected)
        problems << QStringLiteral("%1: languages %2, expected %3")
                        .arg(path, found.join(QStringLiteral(", ")),
                            expected.join(QStringLiteral(", ")));
    const QString english = texts.value(QStringLiteral("en")).toString();
    for (const QString& language : languages) {
        const QJsonValue text = texts.value(language);
        const QString at = path + QLatin1Char('.') + language;
        if (!text.isString() || text.toString().trimmed().isEmpty()) {
            problems << QStringLiteral("%1: missing or empty").arg(at);
        } else if (language != QLatin1String("en")) {
            // Untranslated text: the English copied over.
            if (text.toString() == english)
                problems << QStringLiteral("%1: the English text, untranslated").arg(at);
            if (markupAndNumbers(text.toString()) != markupAndNumbers(english))
                problems << QStringLiteral("%1: %2, the English has %3")
                                .arg(at, markupAndNumbers(text.toString()),
                                    markupAndNumbers(english));
        }
    }
    return problems;
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
    void shippedToursAreTranslated_data();
    void shippedToursAreTranslated();
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

void TestTranslations::shippedToursAreTranslated_data()
{
    QTest::addColumn<QString>("path");
    const QDir tours(QStringLiteral(TENSORSCOPE_SOURCE_DIR "/resources/tours"));
    const QStringList files = tours.entryList({ QStringLiteral("*.json") }, QDir::Files);
    QCOMPARE(files.size(), 5);
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << tours.filePath(file);
}

// Every title, caption, notes, question and choice of a shipped tour is an object of all the
// interface's languages, each translated (not the English copied) and keeping the English's
// markup and numbers.
void TestTranslations::shippedToursAreTranslated()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QStringList problems
        = tourTextProblems(root.value(QStringLiteral("title")), QStringLiteral("$.title"));
    const QJsonArray scenes = root.value(QStringLiteral("scenes")).toArray();
    QVERIFY(!scenes.isEmpty());
    for (qsizetype i = 0; i < scenes.size(); ++i) {
        const QJsonObject scene = scenes.at(i).toObject();
        const QString at = QStringLiteral("$.scenes[%1].").arg(i);
        problems << tourTextProblems(
            scene.value(QStringLiteral("title")), at + QStringLiteral("title"));
        problems << tourTextProblems(
            scene.value(QStringLiteral("caption")), at + QStringLiteral("caption"));
        // Speaker notes are optional; where a scene has them, in every language too.
        if (scene.contains(QStringLiteral("notes")))
            problems << tourTextProblems(
                scene.value(QStringLiteral("notes")), at + QStringLiteral("notes"));
        // A question scene's question and each choice, in every language too.
        if (!scene.contains(QStringLiteral("question")))
            continue;
        const QJsonObject question = scene.value(QStringLiteral("question")).toObject();
        problems << tourTextProblems(
            question.value(QStringLiteral("text")), at + QStringLiteral("question.text"));
        const QJsonArray choices = question.value(QStringLiteral("choices")).toArray();
        for (qsizetype c = 0; c < choices.size(); ++c)
            problems << tourTextProblems(choices.at(c).toObject().value(QStringLiteral("text")),
                at + QStringLiteral("question.choices[%1].text").arg(c));
    }
    QVERIFY2(problems.isEmpty(),
        qPrintable(path + QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
