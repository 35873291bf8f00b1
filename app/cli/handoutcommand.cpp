// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "handoutcommand.h"

#include "handoutexport.h"
#include "io/atomicwrite.h"
#include "localization.h"
#include "mainwindow.h"
#include "screenshotcommand.h"
#include "session/tour.h"
#include "tourplayer.h"

#include <QApplication>
#include <QFileInfo>

namespace ts::cli {

QStringList HandoutCommand::shippedTourIds()
{
    QStringList ids;
    for (const QString& path : TourFile::builtinPaths())
        ids.append(QFileInfo(path).completeBaseName());
    return ids;
}

QString HandoutCommand::summary() const
{
    return tr("Write a tour as a PDF handout: its scenes, captions, questions and answers");
}

void HandoutCommand::addOptions(QCommandLineParser& parser) const
{
    parser.addOption({ QStringLiteral("tour"),
        tr("The tour: a shipped tour's id (%1) or a tour file.")
            .arg(shippedTourIds().join(QStringLiteral(", "))),
        tr("TOUR") });
    parser.addOption({ QStringLiteral("out"), tr("PDF file to write."), tr("FILE") });
    parser.addOption({ QStringLiteral("language"),
        tr("Language of the handout: %1 (default: the system's).")
            .arg(availableLanguages().join(QStringLiteral(", "))),
        tr("LANG") });
    parser.addOption({ QStringLiteral("size"),
        tr("Window size the scene pictures are drawn at, from %1 to %2 a side (default "
           "1600x1000, as screenshot).")
            .arg(ScreenshotCommand::kMinimumSide)
            .arg(ScreenshotCommand::kMaximumSide),
        tr("WxH"), QStringLiteral("1600x1000") });
    parser.addOption(
        { QStringLiteral("theme"), tr("light or dark: the scene pictures' theme (default light)."),
            tr("THEME"), QStringLiteral("light") });
}

int HandoutCommand::run(const QCommandLineParser& parser, CommandOutput& output)
{
    const QString path = parser.value(QStringLiteral("out"));
    if (path.isEmpty()) {
        output.err << tr("tensorscope handout: --out FILE.pdf is required.\n");
        return kExitUsage;
    }
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        output.err << tr("tensorscope handout: '%1': the output must be a .pdf file.\n").arg(path);
        return kExitUsage;
    }
    const QString sizeText = parser.value(QStringLiteral("size"));
    const std::optional<QSize> size = ScreenshotCommand::parseSize(sizeText);
    if (!size) {
        output.err << tr("tensorscope handout: --size '%1': expected WxH with each side from "
                         "%2 to %3, e.g. 1600x1000.\n")
                          .arg(sizeText)
                          .arg(ScreenshotCommand::kMinimumSide)
                          .arg(ScreenshotCommand::kMaximumSide);
        return kExitUsage;
    }
    const QString themeText = parser.value(QStringLiteral("theme"));
    const std::optional<Theme::Kind> themeKind = Theme::kindFromName(themeText);
    if (!themeKind) {
        output.err
            << tr("tensorscope handout: --theme '%1': expected light or dark.\n").arg(themeText);
        return kExitUsage;
    }
    if (parser.isSet(QStringLiteral("language"))) {
        const QString language = parser.value(QStringLiteral("language"));
        if (!availableLanguages().contains(language)) {
            output.err << tr("tensorscope handout: --language '%1': expected one of %2.\n")
                              .arg(language, availableLanguages().join(QStringLiteral(", ")));
            return kExitUsage;
        }
        installTranslations(*QCoreApplication::instance(), QLocale(language));
    }
    QString tourPath = parser.value(QStringLiteral("tour"));
    if (tourPath.isEmpty()) {
        output.err << tr("tensorscope handout: --tour is required: a shipped tour (%1) or a tour "
                         "file.\n")
                          .arg(shippedTourIds().join(QStringLiteral(", ")));
        return kExitUsage;
    }
    if (!tourPath.contains(QLatin1Char('/')) && !tourPath.endsWith(QLatin1String(".json"))) {
        if (!shippedTourIds().contains(tourPath)) {
            output.err << tr("tensorscope handout: --tour '%1': no shipped tour has this id; "
                             "the shipped tours are %2 (or give a tour file's path).\n")
                              .arg(tourPath, shippedTourIds().join(QStringLiteral(", ")));
            return kExitUsage;
        }
        tourPath = QStringLiteral(":/tours/%1.json").arg(tourPath);
    }
    // A target that can never be written is refused before the scenes are drawn.
    if (const QString problem = io::replaceableTargetProblem(path); !problem.isEmpty()) {
        output.err << tr("tensorscope handout: cannot write '%1': %2\n").arg(path, problem);
        return kExitFailure;
    }

    auto* application = qobject_cast<QApplication*>(QCoreApplication::instance());
    Q_ASSERT(application);
    Theme(*themeKind).applyTo(*application);

    // Read and checked as the window opens it (the same messages as `screenshot --tour`).
    Tour tour;
    QString folder;
    {
        MainWindow window;
        window.setAttribute(Qt::WA_DontShowOnScreen);
        QString error;
        if (!window.tourPlayer()->open(tourPath, &error)) {
            output.err << tr("tensorscope handout: %1\n").arg(error);
            return kExitFailure;
        }
        tour = window.tourPlayer()->tour();
        folder = window.tourPlayer()->folder();
    }

    const HandoutExport::Options options = HandoutExport::forInterfaceLanguage(*size, *themeKind);
    QString reason;
    TourHandout::Summary summary;
    if (HandoutExport::write(tour, folder, path, options, &reason, &summary)
        != HandoutExport::Outcome::Written) {
        output.err << tr("tensorscope handout: cannot write '%1': %2\n").arg(path, reason);
        return kExitFailure;
    }
    //: %1 the file, %2 pages in all, %3 scene pages, %4 answer pages
    output.out << tr("Wrote %1 (%2 pages: the title, %3 scenes, %4 of answers)\n")
                      .arg(path)
                      .arg(summary.pages)
                      .arg(summary.scenePages)
                      .arg(summary.answerPages);
    return kExitOk;
}

} // namespace ts::cli
