// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QTextBrowser>

namespace ts {

/// A tour scene's caption: Markdown without raw HTML, whose images may only be the tour's own,
/// bundled next to the tour file. A tour is a file from someone else: its caption must not read
/// /etc/passwd, /dev/zero or a FIFO (issue 18). Every resource the text asks for comes through
/// loadResource(); anything but a bundled image is answered with a transparent pixel, never by
/// the base classes or left null (Qt then reads the path itself).
class TourCaptionView : public QTextBrowser
{
    Q_OBJECT

public:
    /// The largest image file a caption may show.
    static constexpr qint64 kMaxImageBytes = 4 * 1024 * 1024;
    /// The largest image a caption may show, in pixels per side.
    static constexpr int kMaxImageSide = 4096;

    explicit TourCaptionView(QWidget* parent = nullptr);

    /// The folder of the tour file ("" for none: no images at all); ":/tours" for shipped tours.
    void setImageFolder(const QString& folder);
    QString imageFolder() const { return m_folder; }
    /// Shows GitHub-flavoured Markdown with HTML off (tags show as text), at most
    /// TourFile::kMaxCaptionLength characters of it; long words wrap anywhere.
    void setCaptionMarkdown(const QString& markdown);

    /// The image `url` names, if it is a relative path to a regular file inside `folder` of at
    /// most kMaxImageBytes and kMaxImageSide; a null image otherwise.
    static QImage bundledImage(const QString& folder, const QUrl& url);

    QVariant loadResource(int type, const QUrl& name) override;

private:
    QString m_folder;
};

} // namespace ts
