// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope handout --tour ID --out tour.pdf [--language LANG] [--size WxH] [--theme
/// light|dark]`: a tour as a PDF handout (docs/presentation.md, "Handouts"): a title page, a
/// page per scene with the picture `screenshot --tour ID --scene N` draws, then the answers of
/// its questions, computed by the engine. Offscreen, no display needed.
class HandoutCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::HandoutCommand)

public:
    QString name() const override { return QStringLiteral("handout"); }
    QString summary() const override;
    ApplicationKind applicationKind() const override { return ApplicationKind::Widgets; }
    QStringList fileOptions() const override
    {
        return { QStringLiteral("out"), QStringLiteral("tour") };
    }
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

    /// The shipped tours' ids ("guess-the-winner", ...), in the order of TourFile::builtinPaths().
    static QStringList shippedTourIds();
};

} // namespace ts::cli
