// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "tourcaptionview.h"

#include "io/inputfile.h"
#include "session/tour.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QScrollBar>
#include <QTextDocument>

namespace ts {

TourCaptionView::TourCaptionView(QWidget* parent)
    : QTextBrowser(parent)
{
    // Links are not followed inside the view: QTextBrowser would load the target (any local
    // file) as the new caption.
    setOpenLinks(false);
    // A word longer than the line may break anywhere: laid out unbroken, a 1 MB word took 37 s.
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
}

void TourCaptionView::setImageFolder(const QString& folder)
{
    m_folder = folder;
}

void TourCaptionView::setCaptionMarkdown(const QString& markdown)
{
    // Tour files cannot hold longer captions (TourFile refuses them); text from elsewhere is cut.
    document()->setMarkdown(markdown.left(TourFile::kMaxCaptionLength),
        QTextDocument::MarkdownFeatures(
            QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));
    // A new caption is read from its beginning: the text cursor, which the new text pushed to
    // its end, goes back to the start (a resize would otherwise scroll down to it).
    moveCursor(QTextCursor::Start);
    verticalScrollBar()->setValue(0);
}

QImage TourCaptionView::bundledImage(const QString& folder, const QUrl& url)
{
    if (folder.isEmpty() || !url.isRelative() || !url.host().isEmpty() || url.hasQuery())
        return {};
    const QString relative = url.path();
    if (relative.isEmpty() || QDir::isAbsolutePath(relative) || relative.startsWith(u':'))
        return {};
    QString path;
    if (folder.startsWith(u':')) {
        // Resources have no links: the cleaned path must stay under the folder.
        path = QDir::cleanPath(folder + u'/' + relative);
        if (!path.startsWith(QDir::cleanPath(folder) + u'/'))
            return {};
    } else {
        // Canonical paths, so that neither ".." nor a symbolic link leaves the folder.
        const QString root = QFileInfo(folder).canonicalFilePath();
        path = QFileInfo(QDir(folder).filePath(relative)).canonicalFilePath();
        if (root.isEmpty() || path.isEmpty() || !path.startsWith(root + u'/'))
            return {};
    }
    QFile file(path);
    if (!io::openInputFile(file).isEmpty() || file.size() > kMaxImageBytes)
        return {};
    QByteArray bytes = file.read(kMaxImageBytes + 1);
    if (bytes.size() > kMaxImageBytes)
        return {};
    QBuffer buffer(&bytes);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > kMaxImageSide || size.height() > kMaxImageSide)
        return {};
    return reader.read();
}

QVariant TourCaptionView::loadResource(int type, const QUrl& name)
{
    // Never the base class (QTextBrowser reads any local path), and never a null image: Qt's
    // image handler then loads the path itself with QImage::load(), which blocks on a FIFO. A
    // refused image is a transparent pixel.
    if (type == QTextDocument::ImageResource) {
        QImage image = bundledImage(m_folder, name);
        if (image.isNull()) {
            image = QImage(1, 1, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
        }
        return image;
    }
    return QVariant(QByteArray());
}

} // namespace ts
