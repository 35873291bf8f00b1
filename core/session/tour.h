// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "io/diagnostic.h"
#include "io/localizedtext.h"
#include "scaling/jobspec.h"
#include "tourquestion.h"
#include "workload/workloadspec.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace ts {

/// One step of a guided tour: the workspace to show (workload, devices, selected operator),
/// which tab and charts, the animation state and a caption in Markdown. Title and caption may
/// come in several languages; views show text() (the user interface's language, else English).
/// A value type.
struct TourScene
{
    io::LocalizedText title;
    io::LocalizedText captionMarkdown;
    /// Speaker notes (the file's "notes"): plain text for the presenter console only, never
    /// shown to the audience; at most TourFile::kMaxCaptionLength characters a language.
    io::LocalizedText notes;
    WorkloadSpec workload;
    /// The preset the workload came from (empty when the scene carries its own workload).
    QString presetId;
    QStringList deviceIds;
    /// The job the scene compares (one chip unless the tour file's "job" says otherwise).
    scaling::JobSpec job;
    /// "start", "compare", "claims", "systolic", "simt" or "sidebyside" (TourFile::viewNames()).
    QString view = QStringLiteral("compare");
    /// Comparison charts to show in presentation mode, by ChartRegistry id; empty: all.
    QStringList charts;
    /// The operator to select (empty: the window's default choice).
    QString selectedOperator;
    /// Animation of the systolic and SIMT views: the cycle to show, the speed, and whether it
    /// plays when the scene opens.
    /// The GEMM (M, K, N) the systolic view animates, when the scene picks one itself rather
    /// than the selected operator's scaled-down shape; each from 1 to kMaxGemmSide.
    std::optional<std::array<qint64, 3>> gemm;
    std::optional<qint64> cycle;
    std::optional<double> speedCyclesPerSecond;
    bool playing = false;
    /// With an operator on a whole chip (the systolic and SIMT views, issue 19): "out" shows
    /// the whole chip, "in" one matrix unit's PEs or the warps; nothing: the view's default,
    /// the whole chip. The tour file's "animation": {"zoom": "in"}.
    std::optional<bool> zoomedIn;
    /// On the Claims page: the claim card the scene shows alone, 1 to 10 (the file's "claim").
    std::optional<int> claim;
    /// A question for the room (the file's "question"): shown before the scene's picture,
    /// answered by QuestionDecider on the scene's comparison when it is revealed.
    std::optional<TourQuestion> question;

    friend bool operator==(const TourScene&, const TourScene&) = default;
};

/// A guided tour: a title and its scenes, in order (docs/presentation.md).
struct Tour
{
    io::LocalizedText title;
    QList<TourScene> scenes;

    friend bool operator==(const Tour&, const Tour&) = default;
};

/// The outcome of reading a tour file: the tour, or nothing, and every problem found.
struct TourLoadResult
{
    std::optional<Tour> tour;
    io::Diagnostics diagnostics;
};

/// Reads and writes tour files: {"format": "tensorscope-tour", "version": 1, "title",
/// "scenes": [{"title", "caption", "notes", "preset" and/or "workload", "run" (overrides of the
/// workload's run keys), "devices", "view", "charts", "operator", "gemm": {"m", "k", "n"},
/// "animation":
/// {"cycle", "speed", "playing"}, "question": {"text", "choices": [{"id", "text"}], "decide":
/// {"metric", "best"}}}]}. Each title, caption and notes is a string (English, or the only
/// text) or an object of strings by language, {"en", "de", "es", "fr", "zh_CN"}
/// (io::LocalizedText::read); toJson() writes the object form only where a text has
/// translations. Workloads are read by WorkloadFile::fromJson and checked by
/// WorkloadSpec::validate(), their diagnostics located under the scene. Any error means no tour.
class TourFile
{
public:
    static constexpr int kFormatVersion = 1;
    /// The largest GEMM side a scene may give the systolic view (SystolicView::kMaxGemmDim).
    static constexpr qint64 kMaxGemmSide = 2048;
    /// The longest caption in one language, in UTF-16 code units: the shipped ones are under 600
    /// (a caption in all five languages is bounded by five times this). Text layout
    /// grows faster than linearly in the length of an unbreakable word (a 1 MB word took 37 s
    /// to render), so captions are bounded at load; TourCaptionView cuts longer text too. Speaker
    /// notes have the same limit.
    static constexpr qsizetype kMaxCaptionLength = 8192;

    /// The shipped tours, as ":/tours/<id>.json" resource paths.
    static QStringList builtinPaths();
    static QStringList viewNames();

    /// `knownDeviceIds`: when not empty, scene devices must be among them (UnknownReference).
    static TourLoadResult load(const QString& path, const QStringList& knownDeviceIds = {});
    static TourLoadResult fromJson(
        const QJsonObject& root, const QString& file, const QStringList& knownDeviceIds = {});
    static QJsonObject toJson(const Tour& tour);
    /// Writes atomically (io::writeFileAtomically); returns an empty string on success, else the
    /// reason.
    static QString save(const Tour& tour, const QString& path);
};

} // namespace ts
