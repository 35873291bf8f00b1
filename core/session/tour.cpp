// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tour.h"

#include "chartid.h"
#include "compare/claimcheck.h"
#include "io/inputlimits.h"
#include "io/jsonfile.h"
#include "io/jsonobjectreader.h"
#include "workload/workloadfile.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <limits>

namespace ts {

namespace {

const QString kFormat = QStringLiteral("tensorscope-tour");

/// Moves diagnostics of a workload object read from its own root ("$...") under `prefix`.
void relocate(io::Diagnostics problems, const QString& prefix, io::Diagnostics& into)
{
    for (io::Diagnostic& d : problems) {
        if (d.jsonPath.startsWith(QLatin1Char('$')))
            d.jsonPath.replace(0, 1, prefix);
        into.append(d);
    }
}

/// The scene's workload: its own "workload" object or the preset's, with the "run" keys of the
/// scene laid over the workload's run. Problems in the overrides are located at the scene's
/// "run", problems in the scene's own workload under its "workload".
std::optional<WorkloadSpec> readWorkload(
    io::JsonObjectReader& r, const QString& file, QString* presetId, io::Diagnostics& diagnostics)
{
    const auto workload = r.object(QStringLiteral("workload"), io::Presence::Optional);
    const auto preset
        = r.string(QStringLiteral("preset"), io::Presence::Optional, io::kMaxIdLength);
    const auto run = r.object(QStringLiteral("run"), io::Presence::Optional);
    if (!r.ok())
        return std::nullopt;
    QJsonObject base;
    QString basePrefix = r.pathOf(QStringLiteral("workload"));
    if (workload) {
        base = *workload;
    } else if (preset) {
        if (!WorkloadPresets::ids().contains(*preset)) {
            r.report(io::DiagnosticCode::UnknownReference, QStringLiteral("preset"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                    WorkloadPresets::ids().join(QStringLiteral(", "))),
                io::JsonObjectReader::describe(*preset));
            return std::nullopt;
        }
        const WorkloadLoadResult loaded = WorkloadPresets::load(*preset);
        if (!loaded.spec) {
            relocate(loaded.diagnostics, r.pathOf(QStringLiteral("preset")), diagnostics);
            return std::nullopt;
        }
        base = WorkloadFile::toJson(*loaded.spec);
        basePrefix = r.pathOf(QStringLiteral("preset"));
    } else {
        r.report(io::DiagnosticCode::MissingField, QStringLiteral("workload"),
            QT_TRANSLATE_NOOP("Diagnostic", "a \"workload\" object or a \"preset\" id"),
            QT_TRANSLATE_NOOP("Diagnostic", "neither"));
        return std::nullopt;
    }
    if (preset)
        *presetId = *preset;
    QJsonObject runObject = base.value(QStringLiteral("run")).toObject();
    if (run) {
        for (auto it = run->begin(); it != run->end(); ++it)
            runObject[it.key()] = it.value();
        base[QStringLiteral("run")] = runObject;
    }
    const WorkloadLoadResult loaded = WorkloadFile::fromJson(base, file);
    io::Diagnostics problems = loaded.diagnostics;
    if (loaded.spec)
        problems += loaded.spec->validate(file);
    const QString runPath = r.pathOf(QStringLiteral("run"));
    for (io::Diagnostic& d : problems) {
        const bool inRunOverride = run && d.jsonPath.startsWith(QStringLiteral("$.run."))
            && run->contains(d.jsonPath.mid(6).section(QLatin1Char('.'), 0, 0));
        d.jsonPath.replace(0, inRunOverride ? 5 : 1, inRunOverride ? runPath : basePrefix);
        diagnostics.append(d);
    }
    if (!loaded.spec || io::hasErrors(problems))
        return std::nullopt;
    return loaded.spec;
}

/// A scene's "question": its text, two to four choices each naming one of the scene's
/// devices once, and "decide": {"metric", "best"}. Never the answer: that is computed.
std::optional<TourQuestion> readQuestion(const QJsonObject& object, const QString& path,
    const QString& file, const QStringList& sceneDevices, io::Diagnostics& diagnostics)
{
    const qsizetype firstProblem = diagnostics.size();
    io::JsonObjectReader r(object, path, file, &diagnostics);
    r.warnAboutUnknownKeys(
        { QStringLiteral("text"), QStringLiteral("choices"), QStringLiteral("decide") });
    TourQuestion question;
    if (auto text = io::LocalizedText::read(r, QStringLiteral("text"), io::Presence::Required,
            TourQuestion::kMaxTextLength, &diagnostics))
        question.text = *text;
    if (const auto choices
        = r.array(QStringLiteral("choices"), io::Presence::Required, TourQuestion::kMaxChoices)) {
        if (choices->size() < TourQuestion::kMinChoices)
            r.report(io::DiagnosticCode::OutOfRange, QStringLiteral("choices"),
                io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 to %2 choices"),
                    TourQuestion::kMinChoices, TourQuestion::kMaxChoices),
                choices->size() == 1
                    ? io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "1 choice"))
                    : io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 choices"), choices->size()));
        QSet<QString> seen;
        for (qsizetype i = 0; i < choices->size(); ++i) {
            const QString at = r.pathOf(QStringLiteral("choices")) + QStringLiteral("[%1]").arg(i);
            if (!choices->at(i).isObject()) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::WrongType, file, at,
                    QT_TRANSLATE_NOOP("Diagnostic", "object"),
                    io::JsonObjectReader::describe(choices->at(i)) });
                continue;
            }
            io::JsonObjectReader c(choices->at(i).toObject(), at, file, &diagnostics);
            c.warnAboutUnknownKeys({ QStringLiteral("id"), QStringLiteral("text") });
            QuestionChoice choice;
            if (auto text = io::LocalizedText::read(c, QStringLiteral("text"),
                    io::Presence::Required, TourQuestion::kMaxChoiceLength, &diagnostics))
                choice.text = *text;
            if (const auto id
                = c.string(QStringLiteral("id"), io::Presence::Required, io::kMaxIdLength)) {
                if (seen.contains(*id))
                    c.report(io::DiagnosticCode::DuplicateId, QStringLiteral("id"),
                        QT_TRANSLATE_NOOP("Diagnostic", "each device once"),
                        io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 again"),
                            io::JsonObjectReader::describe(*id)));
                else if (!sceneDevices.contains(*id))
                    c.report(io::DiagnosticCode::UnknownReference, QStringLiteral("id"),
                        io::Phrase(
                            QT_TRANSLATE_NOOP("Diagnostic", "one of the scene's devices: %1"),
                            sceneDevices.join(QStringLiteral(", "))),
                        io::JsonObjectReader::describe(*id));
                seen.insert(*id);
                choice.id = *id;
            }
            question.choices.append(choice);
        }
    }
    if (const auto decide = r.object(QStringLiteral("decide"), io::Presence::Required)) {
        io::JsonObjectReader d(*decide, r.pathOf(QStringLiteral("decide")), file, &diagnostics);
        d.warnAboutUnknownKeys({ QStringLiteral("metric"), QStringLiteral("best") });
        if (const auto metric = d.oneOf(QStringLiteral("metric"), TourQuestion::metricNames()))
            question.metric = *TourQuestion::metricFromName(*metric);
        if (const auto best
            = d.oneOf(QStringLiteral("best"), { QStringLiteral("min"), QStringLiteral("max") }))
            question.highestWins = *best == QLatin1String("max");
    }
    if (io::hasErrors(diagnostics.mid(firstProblem)))
        return std::nullopt;
    return question;
}

std::optional<TourScene> readScene(const QJsonObject& object, const QString& path,
    const QString& file, const QSet<QString>& knownDeviceIds, io::Diagnostics& diagnostics)
{
    const qsizetype firstProblem = diagnostics.size();
    io::JsonObjectReader r(object, path, file, &diagnostics);
    r.warnAboutUnknownKeys(
        { QStringLiteral("title"), QStringLiteral("caption"), QStringLiteral("notes"),
            QStringLiteral("preset"), QStringLiteral("workload"), QStringLiteral("run"),
            QStringLiteral("devices"), QStringLiteral("view"), QStringLiteral("charts"),
            QStringLiteral("operator"), QStringLiteral("gemm"), QStringLiteral("animation"),
            QStringLiteral("job"), QStringLiteral("claim"), QStringLiteral("question") });
    TourScene scene;
    if (auto title = io::LocalizedText::read(
            r, QStringLiteral("title"), io::Presence::Optional, io::kMaxNameLength, &diagnostics))
        scene.title = *title;
    if (auto caption = io::LocalizedText::read(r, QStringLiteral("caption"), io::Presence::Required,
            TourFile::kMaxCaptionLength, &diagnostics))
        scene.captionMarkdown = *caption;
    // Plain text for the speaker (the presenter console), with the caption's limit per language.
    if (auto notes = io::LocalizedText::read(r, QStringLiteral("notes"), io::Presence::Optional,
            TourFile::kMaxCaptionLength, &diagnostics))
        scene.notes = *notes;
    if (const auto workload = readWorkload(r, file, &scene.presetId, diagnostics))
        scene.workload = *workload;
    if (const auto devices
        = r.array(QStringLiteral("devices"), io::Presence::Required, io::kMaxDevices)) {
        if (devices->isEmpty())
            r.report(io::DiagnosticCode::OutOfRange, QStringLiteral("devices"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least one device id"),
                QT_TRANSLATE_NOOP("Diagnostic", "empty array"));
        QSet<QString> seen;
        for (qsizetype i = 0; i < devices->size(); ++i) {
            const QJsonValue value = devices->at(i);
            const QString at = r.pathOf(QStringLiteral("devices")) + QStringLiteral("[%1]").arg(i);
            if (!value.isString() || value.toString().isEmpty()) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::WrongType, file, at,
                    QT_TRANSLATE_NOOP("Diagnostic", "device id (non-empty string)"),
                    io::JsonObjectReader::describe(value) });
            } else if (value.toString().size() > io::kMaxIdLength) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::OutOfRange, file, at,
                    io::Phrase(
                        QT_TRANSLATE_NOOP("Diagnostic", "device id of at most %1 characters"),
                        io::kMaxIdLength),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "string of %1 characters"),
                        value.toString().size()) });
            } else if (seen.contains(value.toString())) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::DuplicateId, file, at,
                    QT_TRANSLATE_NOOP("Diagnostic", "each device once"),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "%1 again"),
                        io::JsonObjectReader::describe(value)) });
            } else if (!knownDeviceIds.isEmpty() && !knownDeviceIds.contains(value.toString())) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::UnknownReference,
                    file, at, QT_TRANSLATE_NOOP("Diagnostic", "a device id of the catalog"),
                    io::JsonObjectReader::describe(value) });
            } else {
                seen.insert(value.toString());
                scene.deviceIds.append(value.toString());
            }
        }
    }
    if (const auto job = r.object(QStringLiteral("job"), io::Presence::Optional)) {
        if (auto read
            = scaling::JobSpec::fromJson(*job, r.pathOf(QStringLiteral("job")), file, &diagnostics))
            scene.job = *read;
    }
    scene.view = r.oneOf(QStringLiteral("view"), TourFile::viewNames(), io::Presence::Optional)
                     .value_or(QStringLiteral("compare"));
    if (const auto charts
        = r.array(QStringLiteral("charts"), io::Presence::Optional, io::kMaxCharts)) {
        for (qsizetype i = 0; i < charts->size(); ++i) {
            const QJsonValue value = charts->at(i);
            if (!value.isString() || !ChartId::all().contains(value.toString())) {
                diagnostics.append({ io::Severity::Error,
                    value.isString() ? io::DiagnosticCode::UnknownValue
                                     : io::DiagnosticCode::WrongType,
                    file, r.pathOf(QStringLiteral("charts")) + QStringLiteral("[%1]").arg(i),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "one of %1"),
                        ChartId::all().join(QStringLiteral(", "))),
                    io::JsonObjectReader::describe(value) });
            } else {
                scene.charts.append(value.toString());
            }
        }
    }
    scene.selectedOperator
        = r.string(QStringLiteral("operator"), io::Presence::Optional, io::kMaxNameLength)
              .value_or(QString());
    if (const auto claim
        = r.integer(QStringLiteral("claim"), 1, kClaimCount, io::Presence::Optional))
        scene.claim = int(*claim);
    if (const auto gemm = r.object(QStringLiteral("gemm"), io::Presence::Optional)) {
        io::JsonObjectReader g(*gemm, r.pathOf(QStringLiteral("gemm")), file, &diagnostics);
        g.warnAboutUnknownKeys({ QStringLiteral("m"), QStringLiteral("k"), QStringLiteral("n") });
        const auto m = g.integer(QStringLiteral("m"), 1, TourFile::kMaxGemmSide);
        const auto k = g.integer(QStringLiteral("k"), 1, TourFile::kMaxGemmSide);
        const auto n = g.integer(QStringLiteral("n"), 1, TourFile::kMaxGemmSide);
        if (m && k && n)
            scene.gemm = std::array<qint64, 3> { *m, *k, *n };
    }
    if (const auto animation = r.object(QStringLiteral("animation"), io::Presence::Optional)) {
        io::JsonObjectReader a(
            *animation, r.pathOf(QStringLiteral("animation")), file, &diagnostics);
        a.warnAboutUnknownKeys({ QStringLiteral("cycle"), QStringLiteral("speed"),
            QStringLiteral("playing"), QStringLiteral("zoom") });
        scene.cycle = a.integer(QStringLiteral("cycle"), 0, std::numeric_limits<qint64>::max() / 2,
            io::Presence::Optional);
        if (const auto speed
            = a.number(QStringLiteral("speed"), io::Sign::Positive, io::Presence::Optional)) {
            if (*speed < 1 || *speed > 1e7) // what the message says (issue 34 item 9)
                a.report(io::DiagnosticCode::OutOfRange, QStringLiteral("speed"),
                    QT_TRANSLATE_NOOP("Diagnostic", "cycles per second from 1 to 10000000"),
                    io::Phrase(QT_TRANSLATE_NOOP("Diagnostic", "number %1"), *speed));
            else
                scene.speedCyclesPerSecond = *speed;
        }
        scene.playing
            = a.boolean(QStringLiteral("playing"), io::Presence::Optional).value_or(false);
        if (const auto zoom = a.oneOf(QStringLiteral("zoom"),
                { QStringLiteral("out"), QStringLiteral("in") }, io::Presence::Optional))
            scene.zoomedIn = *zoom == QLatin1String("in");
    }
    if (const auto question = r.object(QStringLiteral("question"), io::Presence::Optional))
        scene.question = readQuestion(
            *question, r.pathOf(QStringLiteral("question")), file, scene.deviceIds, diagnostics);
    if (io::hasErrors(diagnostics.mid(firstProblem)))
        return std::nullopt;
    return scene;
}

} // namespace

QStringList TourFile::builtinPaths()
{
    return { QStringLiteral(":/tours/systolic-batch.json"),
        QStringLiteral(":/tours/llm-decode-roofline.json"),
        QStringLiteral(":/tours/scaling-out.json"), QStringLiteral(":/tours/ten-claims.json"),
        QStringLiteral(":/tours/guess-the-winner.json") };
}

QStringList TourFile::viewNames()
{
    return { QStringLiteral("start"), QStringLiteral("compare"), QStringLiteral("claims"),
        QStringLiteral("systolic"), QStringLiteral("simt"), QStringLiteral("sidebyside") };
}

TourLoadResult TourFile::load(const QString& path, const QStringList& knownDeviceIds)
{
    TourLoadResult result;
    const auto document = io::readJsonFile(path, result.diagnostics);
    if (!document)
        return result;
    if (!document->isObject()) {
        result.diagnostics.append({ io::Severity::Error, io::DiagnosticCode::WrongType, path,
            QStringLiteral("$"), QT_TRANSLATE_NOOP("Diagnostic", "object"),
            document->isArray() ? QT_TRANSLATE_NOOP("Diagnostic", "array")
                                : QT_TRANSLATE_NOOP("Diagnostic", "scalar") });
        return result;
    }
    // Warnings of the parse (duplicate keys) come first, then the reader's.
    TourLoadResult loaded = fromJson(document->object(), path, knownDeviceIds);
    loaded.diagnostics = result.diagnostics + loaded.diagnostics;
    return loaded;
}

TourLoadResult TourFile::fromJson(
    const QJsonObject& root, const QString& file, const QStringList& knownDeviceIds)
{
    TourLoadResult result;
    io::Diagnostics& diagnostics = result.diagnostics;
    io::JsonObjectReader r(root, QStringLiteral("$"), file, &diagnostics);
    r.warnAboutUnknownKeys({ QStringLiteral("format"), QStringLiteral("version"),
        QStringLiteral("title"), QStringLiteral("scenes") });
    if (!r.formatHeader(kFormat, kFormatVersion))
        return result;
    Tour tour;
    if (auto title = io::LocalizedText::read(
            r, QStringLiteral("title"), io::Presence::Required, io::kMaxNameLength, &diagnostics))
        tour.title = *title;
    const QSet<QString> known(knownDeviceIds.cbegin(), knownDeviceIds.cend());
    if (const auto scenes
        = r.array(QStringLiteral("scenes"), io::Presence::Required, io::kMaxScenes)) {
        if (scenes->isEmpty())
            r.report(io::DiagnosticCode::OutOfRange, QStringLiteral("scenes"),
                QT_TRANSLATE_NOOP("Diagnostic", "at least one scene"),
                QT_TRANSLATE_NOOP("Diagnostic", "empty array"));
        for (qsizetype i = 0; i < scenes->size(); ++i) {
            const QString path = QStringLiteral("$.scenes[%1]").arg(i);
            if (!scenes->at(i).isObject()) {
                diagnostics.append({ io::Severity::Error, io::DiagnosticCode::WrongType, file, path,
                    QT_TRANSLATE_NOOP("Diagnostic", "object"),
                    io::JsonObjectReader::describe(scenes->at(i)) });
                continue;
            }
            if (auto scene = readScene(scenes->at(i).toObject(), path, file, known, diagnostics))
                tour.scenes.append(*scene);
        }
    }
    if (!io::hasErrors(diagnostics))
        result.tour = tour;
    return result;
}

QJsonObject TourFile::toJson(const Tour& tour)
{
    QJsonObject root;
    root[QStringLiteral("format")] = kFormat;
    root[QStringLiteral("version")] = kFormatVersion;
    root[QStringLiteral("title")] = tour.title.toJson();
    QJsonArray scenes;
    for (const TourScene& scene : tour.scenes) {
        QJsonObject s;
        if (!scene.title.isEmpty())
            s[QStringLiteral("title")] = scene.title.toJson();
        s[QStringLiteral("caption")] = scene.captionMarkdown.toJson();
        if (!scene.notes.isEmpty())
            s[QStringLiteral("notes")] = scene.notes.toJson();
        // The whole workload, so the scene shows what was recorded even if a preset changes.
        s[QStringLiteral("workload")] = WorkloadFile::toJson(scene.workload);
        if (!scene.presetId.isEmpty())
            s[QStringLiteral("preset")] = scene.presetId;
        s[QStringLiteral("devices")] = QJsonArray::fromStringList(scene.deviceIds);
        if (scene.job != scaling::JobSpec())
            s[QStringLiteral("job")] = scene.job.toJson();
        s[QStringLiteral("view")] = scene.view;
        if (!scene.charts.isEmpty())
            s[QStringLiteral("charts")] = QJsonArray::fromStringList(scene.charts);
        if (!scene.selectedOperator.isEmpty())
            s[QStringLiteral("operator")] = scene.selectedOperator;
        if (scene.claim)
            s[QStringLiteral("claim")] = *scene.claim;
        if (scene.gemm)
            s[QStringLiteral("gemm")]
                = QJsonObject { { QStringLiteral("m"), double((*scene.gemm)[0]) },
                      { QStringLiteral("k"), double((*scene.gemm)[1]) },
                      { QStringLiteral("n"), double((*scene.gemm)[2]) } };
        QJsonObject animation;
        if (scene.cycle)
            animation[QStringLiteral("cycle")] = double(*scene.cycle);
        if (scene.speedCyclesPerSecond)
            animation[QStringLiteral("speed")] = *scene.speedCyclesPerSecond;
        animation[QStringLiteral("playing")] = scene.playing;
        if (scene.zoomedIn)
            animation[QStringLiteral("zoom")]
                = *scene.zoomedIn ? QStringLiteral("in") : QStringLiteral("out");
        s[QStringLiteral("animation")] = animation;
        if (scene.question) {
            QJsonArray choices;
            for (const QuestionChoice& choice : scene.question->choices)
                choices.append(QJsonObject { { QStringLiteral("id"), choice.id },
                    { QStringLiteral("text"), choice.text.toJson() } });
            s[QStringLiteral("question")] = QJsonObject {
                { QStringLiteral("text"), scene.question->text.toJson() },
                { QStringLiteral("choices"), choices },
                { QStringLiteral("decide"),
                    QJsonObject { { QStringLiteral("metric"),
                                      TourQuestion::metricName(scene.question->metric) },
                        { QStringLiteral("best"),
                            scene.question->highestWins ? QStringLiteral("max")
                                                        : QStringLiteral("min") } } },
            };
        }
        scenes.append(s);
    }
    root[QStringLiteral("scenes")] = scenes;
    return root;
}

QString TourFile::save(const Tour& tour, const QString& path)
{
    return io::writeJsonFileAtomically(path, QJsonDocument(toJson(tour)));
}

} // namespace ts
