// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "handoutdialogs.h"

#include "handoutexport.h"
#include "session/tour.h"
#include "style/plaintext.h"
#include "tourplayer.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QProgressDialog>
#include <QStatusBar>

namespace ts {

HandoutDialogs::HandoutDialogs(
    TourPlayer* player, std::function<Theme::Kind()> theme, QStatusBar* statusBar, QWidget* window)
    : QObject(window)
    , m_player(player)
    , m_theme(std::move(theme))
    , m_statusBar(statusBar)
    , m_window(window)
{ }

QString HandoutDialogs::askTour(const QStringList& paths) const
{
    if (m_tourPrompt)
        return m_tourPrompt(paths);
    QStringList titles;
    QStringList titled;
    for (const QString& path : paths) {
        const TourLoadResult loaded = TourFile::load(path);
        if (!loaded.tour)
            continue;
        titles.append(loaded.tour->title.text());
        titled.append(path);
    }
    bool ok = false;
    const QString title = QInputDialog::getItem(m_window, tr("Export Handout"),
        //: File › Export Handout with no tour open: the shipped tours to choose from
        tr("No tour is open. Make a handout of:"), titles, 0, false, &ok);
    const qsizetype index = titles.indexOf(title);
    return ok && index >= 0 ? titled[index] : QString();
}

QString HandoutDialogs::askPath(const QString& suggested) const
{
    if (m_pathPrompt)
        return m_pathPrompt(suggested);
    return QFileDialog::getSaveFileName(
        m_window, tr("Export Handout"), suggested, tr("PDF document (*.pdf)"));
}

void HandoutDialogs::exportDialog()
{
    Tour tour;
    QString folder;
    QString name;
    if (m_player->hasTour()) {
        tour = m_player->tour();
        folder = m_player->folder();
        name = m_player->filePath().isEmpty() ? QStringLiteral("tour")
                                              : QFileInfo(m_player->filePath()).completeBaseName();
    } else {
        const QString path = askTour(TourFile::builtinPaths());
        if (path.isEmpty())
            return;
        const TourLoadResult loaded = TourFile::load(path);
        if (!loaded.tour)
            return; // a shipped tour always loads (tst_tour); nothing to export otherwise
        tour = *loaded.tour;
        folder = QFileInfo(path).path();
        name = QFileInfo(path).completeBaseName();
    }
    QString path = askPath(name + QStringLiteral(".pdf"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");

    const HandoutExport::Options options
        = HandoutExport::forInterfaceLanguage(HandoutExport::Options().windowSize, m_theme());
    QProgressDialog progress(
        tr("Drawing the tour's scenes…"), tr("Cancel"), 0, int(tour.scenes.size()), m_window);
    progress.setWindowTitle(tr("Export Handout"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    QString reason;
    TourHandout::Summary summary;
    const HandoutExport::Outcome outcome = HandoutExport::write(
        tour, folder, path, options, &reason, &summary, [&progress](int index, int count) {
            progress.setMaximum(count);
            progress.setValue(index);
            return !progress.wasCanceled();
        });
    progress.reset();
    if (outcome == HandoutExport::Outcome::Failed) {
        PlainText::warning(m_window, tr("Export Handout"),
            tr("Cannot write '%1': %2").arg(QDir::toNativeSeparators(path), reason));
        return;
    }
    if (outcome != HandoutExport::Outcome::Written)
        return;
    if (m_statusBar)
        m_statusBar->showMessage(tr("Wrote the handout %1 (%2 pages)")
                                     .arg(QDir::toNativeSeparators(path))
                                     .arg(summary.pages),
            8000);
    emit exported(path, summary.pages);
}

} // namespace ts
