// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "style/theme.h"
#include "views/tourhandout.h"

#include <QSize>
#include <QString>
#include <functional>

namespace ts {

struct Tour;

/// A tour's handout (TourHandout) made and written: each scene's picture drawn as `tensorscope
/// screenshot --tour ID --scene N` draws it (ScreenshotCommand::renderTourScene, a fresh window
/// a scene), each question answered by QuestionDecider on the comparison that window computed,
/// and the PDF written atomically (io::writeFileAtomically). `tensorscope handout` and
/// File › Export Handout both come here.
class HandoutExport
{
public:
    struct Options
    {
        /// The window the scene pictures are drawn in, in logical pixels (screenshot's default).
        QSize windowSize { 1600, 1000 };
        Theme::Kind theme = Theme::Kind::Light;
        /// The locale name of the file's texts ("de") and that language's own name ("Deutsch").
        QString language;
        QString languageName;
    };

    enum class Outcome { Written, Cancelled, Failed };

    /// Options for the language of the user interface (the default QLocale, which
    /// installTranslations() sets): its locale name and own name; English for the C locale.
    static Options forInterfaceLanguage(QSize windowSize, Theme::Kind theme);

    /// Called before scene `index` (from 0) of `count` is drawn, and with `count` when all are;
    /// false cancels.
    using Progress = std::function<bool(int index, int count)>;

    /// Makes the handout of `tour` (its caption images in `folder`) and writes it to `path`.
    /// Failed: `reason` says why (io::writeFileAtomically's reason: "a character device (not a
    /// regular file); it is not replaced", "Permission denied", ...). The application's palette
    /// and language are the caller's.
    static Outcome write(const Tour& tour, const QString& folder, const QString& path,
        const Options& options, QString* reason, TourHandout::Summary* summary = nullptr,
        const Progress& progress = {});
};

} // namespace ts
