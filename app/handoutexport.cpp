// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "handoutexport.h"

#include "cli/screenshotcommand.h"
#include "io/atomicwrite.h"
#include "localization.h"
#include "mainwindow.h"
#include "panels/workspacecontroller.h"
#include "session/tour.h"

namespace ts {

HandoutExport::Options HandoutExport::forInterfaceLanguage(QSize windowSize, Theme::Kind theme)
{
    Options options;
    options.windowSize = windowSize;
    options.theme = theme;
    // The C locale (LC_ALL=C, scripts, CI) names no language: the texts are English then.
    options.language = QLocale().language() == QLocale::C ? QStringLiteral("en") : QLocale().name();
    options.languageName = nativeLanguageName(options.language);
    return options;
}

HandoutExport::Outcome HandoutExport::write(const Tour& tour, const QString& folder,
    const QString& path, const Options& options, QString* reason, TourHandout::Summary* summary,
    const Progress& progress)
{
    // A target that can never be written is refused before minutes of drawing.
    if (const QString problem = io::replaceableTargetProblem(path); !problem.isEmpty()) {
        *reason = problem;
        return Outcome::Failed;
    }
    const int count = int(tour.scenes.size());
    bool cancelled = false;
    const TourHandout handout(tour, options.language, options.languageName);
    const std::optional<QByteArray> pdf = handout.render(
        [&](int index) -> std::optional<HandoutScene> {
            if (progress && !progress(index, count)) {
                cancelled = true;
                return std::nullopt;
            }
            HandoutScene scene;
            const std::optional<TourQuestion>& question = tour.scenes[index].question;
            scene.picture = cli::ScreenshotCommand::renderTourScene(
                tour, folder, index, options.windowSize, options.theme, [&](MainWindow& window) {
                    // The comparison the scene's question panel was decided on.
                    if (question)
                        scene.answer = TourHandout::answer(
                            *question, window.workspaceController()->comparison());
                });
            return scene;
        },
        summary);
    if (!pdf) {
        Q_ASSERT(cancelled);
        return Outcome::Cancelled;
    }
    if (progress && !progress(count, count))
        return Outcome::Cancelled;
    if (const QString problem = io::writeFileAtomically(path, *pdf); !problem.isEmpty()) {
        *reason = problem;
        return Outcome::Failed;
    }
    return Outcome::Written;
}

} // namespace ts
