// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "cliprecorder.h"
#include "command.h"

#include <QCoreApplication>

namespace ts::cli {

/// `tensorscope record --tab systolic|simt|sidebyside|compare --seconds N --fps F --out
/// clip.mp4|clip.gif [--size WxH] [--workspace F] [--language L] [--theme T] [--present]` and
/// `tensorscope record --tour ID --out talk.mp4`: a clip for slides, drawn offscreen frame by
/// frame and encoded with the FFmpeg libraries (ClipRecorder, docs/presentation.md, "Clips").
class RecordCommand : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ts::cli::RecordCommand)

public:
    static constexpr double kDefaultSeconds = 5;
    static constexpr double kDefaultSceneSeconds = 4;

    QString name() const override { return QStringLiteral("record"); }
    QString summary() const override;
    ApplicationKind applicationKind() const override { return ApplicationKind::Widgets; }
    QStringList fileOptions() const override
    {
        return { QStringLiteral("out"), QStringLiteral("tour"), QStringLiteral("workspace") };
    }
    void addOptions(QCommandLineParser& parser) const override;
    int run(const QCommandLineParser& parser, CommandOutput& output) override;

private:
    static int readClipOptions(const QCommandLineParser& parser, const QString& path, bool tour,
        CommandOutput& output, ClipRecorder::Options& options);
};

} // namespace ts::cli
