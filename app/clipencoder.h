// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <memory>
#include <optional>

class QImage;

namespace ts {

/// Encodes frames into a video in memory through the FFmpeg libraries (libavcodec,
/// libavformat, libavutil, libswscale): the only class that calls them. H.264 in an MP4
/// (libx264, yuv420p, BT.709, constant quality) or an animated GIF (FFmpeg's gif encoder on
/// 8-bit palette frames, looping forever). Bit-exact: one encoding thread, no version strings
/// or dates in the file, so the same frames always give the same bytes. The caller writes the
/// bytes with io::writeFileAtomically (a cancelled or failed clip leaves no file).
///
/// Every error is a sentence naming `path` (the file the clip is for) and what FFmpeg said.
/// A build without FFmpeg (CMake found no libavcodec) has the class, but open() fails saying
/// so; isAvailable() tells beforehand.
class ClipEncoder
{
    Q_DECLARE_TR_FUNCTIONS(ts::ClipEncoder)

public:
    enum class Format { Mp4, Gif };

    /// The most bytes a clip may take (it is built in memory): 1 GiB.
    static constexpr qint64 kMaximumBytes = qint64(1) << 30;

    /// Whether this build encodes clips at all.
    static bool isAvailable();
    /// The format a file name asks for by its extension (.mp4, .gif; any case), or nothing.
    static std::optional<Format> formatOf(const QString& path);
    /// Whether `format` needs even sides (H.264's 4:2:0 chroma halves each side).
    static bool needsEvenSize(Format format) { return format == Format::Mp4; }

    explicit ClipEncoder(const QString& path);
    ~ClipEncoder();
    ClipEncoder(const ClipEncoder&) = delete;
    ClipEncoder& operator=(const ClipEncoder&) = delete;

    /// Starts a clip of frames `size` pixels at `framesPerSecond`; false with the reason.
    bool open(Format format, QSize size, int framesPerSecond, QString* error);
    /// Adds a frame (scaled to the clip's size when it differs); false with the reason.
    bool addFrame(const QImage& frame, QString* error);
    /// Flushes the encoder and returns the whole file, or nothing with the reason.
    std::optional<QByteArray> finish(QString* error);
    /// Frames added so far.
    qint64 frameCount() const { return m_frames; }

private:
    struct Private;
    QString m_path;
    std::unique_ptr<Private> d;
    qint64 m_frames = 0;
};

} // namespace ts
