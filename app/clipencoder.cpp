// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "clipencoder.h"

#include <QFileInfo>
#include <QImage>

#ifdef TENSORSCOPE_HAVE_FFMPEG
extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
}
#include <algorithm>
#include <cstring>
#endif

namespace ts {

#ifdef TENSORSCOPE_HAVE_FFMPEG

// Named, not anonymous: ClipEncoder::Private holds these, and in the unity build a class with
// fields of anonymous-namespace types outside the main file is an error (-Wsubobject-linkage).
namespace clipencoding {

// One deleter per kind of FFmpeg object, so each is freed however the encoder ends.
struct ClipFormatDeleter
{
    void operator()(AVFormatContext* context) const { avformat_free_context(context); }
};
struct ClipCodecDeleter
{
    void operator()(AVCodecContext* context) const { avcodec_free_context(&context); }
};
struct ClipFrameDeleter
{
    void operator()(AVFrame* frame) const { av_frame_free(&frame); }
};
struct ClipPacketDeleter
{
    void operator()(AVPacket* packet) const { av_packet_free(&packet); }
};
struct ClipScalerDeleter
{
    void operator()(SwsContext* context) const { sws_freeContext(context); }
};
struct ClipIoDeleter
{
    void operator()(AVIOContext* context) const
    {
        av_freep(&context->buffer); // the buffer may have been replaced by FFmpeg
        avio_context_free(&context);
    }
};

// FFmpeg's message for an error code ("Invalid argument", "Encoder not found").
QString clipErrorText(int code)
{
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromUtf8(text);
}

// The muxer writes here: a growing byte array with a position, so that the MP4 muxer can go
// back and fill in its sizes.
struct ClipMemorySink
{
    QByteArray bytes;
    qint64 position = 0;
    bool tooLarge = false;
};

int clipSinkWrite(void* opaque, uint8_t* data, int size)
{
    auto* sink = static_cast<ClipMemorySink*>(opaque);
    const qint64 end = sink->position + size;
    if (end > ClipEncoder::kMaximumBytes) {
        sink->tooLarge = true;
        return AVERROR(EFBIG);
    }
    if (end > sink->bytes.size())
        sink->bytes.resize(end);
    std::memcpy(sink->bytes.data() + sink->position, data, size_t(size));
    sink->position = end;
    return size;
}

int64_t clipSinkSeek(void* opaque, int64_t offset, int whence)
{
    auto* sink = static_cast<ClipMemorySink*>(opaque);
    if (whence & AVSEEK_SIZE)
        return sink->bytes.size();
    qint64 target = offset;
    switch (whence & ~AVSEEK_FORCE) {
    case SEEK_SET:
        break;
    case SEEK_CUR:
        target += sink->position;
        break;
    case SEEK_END:
        target += sink->bytes.size();
        break;
    default:
        return AVERROR(EINVAL);
    }
    if (target < 0 || target > ClipEncoder::kMaximumBytes)
        return AVERROR(EINVAL);
    sink->position = target;
    return target;
}

} // namespace clipencoding

struct ClipEncoder::Private
{
    clipencoding::ClipMemorySink sink;
    std::unique_ptr<AVIOContext, clipencoding::ClipIoDeleter> io;
    std::unique_ptr<AVFormatContext, clipencoding::ClipFormatDeleter> format;
    std::unique_ptr<AVCodecContext, clipencoding::ClipCodecDeleter> codec;
    std::unique_ptr<AVFrame, clipencoding::ClipFrameDeleter> frame;
    std::unique_ptr<AVPacket, clipencoding::ClipPacketDeleter> packet;
    std::unique_ptr<SwsContext, clipencoding::ClipScalerDeleter> scaler;
    AVStream* stream = nullptr; // owned by `format`
    Format kind = Format::Mp4;
    QSize size;
    bool headerWritten = false;
    bool finished = false;
};

bool ClipEncoder::isAvailable()
{
    return true;
}

ClipEncoder::ClipEncoder(const QString& path)
    : m_path(path)
    , d(std::make_unique<Private>())
{ }

ClipEncoder::~ClipEncoder()
{
    // A clip abandoned half-way (cancelled, failed) still ends its file in memory: some muxers
    // (FFmpeg 5.1's GIF muxer keeps the previous packet) free their state only in the trailer.
    if (d->headerWritten && !d->finished)
        av_write_trailer(d->format.get());
    // The codec and the muxer go before the I/O context they write into.
    d->codec.reset();
    d->format.reset();
    d->io.reset();
}

bool ClipEncoder::open(Format format, QSize size, int framesPerSecond, QString* error)
{
    const QString file = QFileInfo(m_path).fileName();
    auto fail = [&](const QString& what, int code) {
        //: %1 the clip's file, %2 what failed, %3 FFmpeg's reason
        *error
            = tr("cannot encode '%1': %2: %3").arg(file, what, clipencoding::clipErrorText(code));
        return false;
    };
    Q_ASSERT(!d->format && size.isValid() && framesPerSecond > 0);
    // FFmpeg's own chatter (x264's statistics) stays off stderr; its errors still show, and
    // each failure is reported here as a sentence naming the file.
    av_log_set_level(AV_LOG_ERROR);
    d->kind = format;
    d->size = size;

    const bool mp4 = format == Format::Mp4;
    const AVCodec* codec
        = mp4 ? avcodec_find_encoder_by_name("libx264") : avcodec_find_encoder(AV_CODEC_ID_GIF);
    if (!codec) {
        *error = mp4
            ? tr("cannot encode '%1': this FFmpeg has no H.264 encoder (libx264)").arg(file)
            : tr("cannot encode '%1': this FFmpeg has no GIF encoder").arg(file);
        return false;
    }

    AVFormatContext* formatContext = nullptr;
    int code
        = avformat_alloc_output_context2(&formatContext, nullptr, mp4 ? "mp4" : "gif", nullptr);
    if (code < 0 || !formatContext)
        return fail(tr("the %1 muxer").arg(mp4 ? QStringLiteral("MP4") : QStringLiteral("GIF")),
            code < 0 ? code : AVERROR(ENOMEM));
    d->format.reset(formatContext);
    // No library versions or dates in the file: the same frames give the same bytes.
    d->format->flags |= AVFMT_FLAG_BITEXACT;

    constexpr int kIoBufferBytes = 64 * 1024;
    auto* buffer = static_cast<unsigned char*>(av_malloc(kIoBufferBytes));
    if (!buffer)
        return fail(tr("memory"), AVERROR(ENOMEM));
    AVIOContext* io = avio_alloc_context(buffer, kIoBufferBytes, 1, &d->sink, nullptr,
        clipencoding::clipSinkWrite, clipencoding::clipSinkSeek);
    if (!io) {
        av_free(buffer);
        return fail(tr("memory"), AVERROR(ENOMEM));
    }
    d->io.reset(io);
    d->format->pb = io;
    d->format->flags |= AVFMT_FLAG_CUSTOM_IO;

    d->codec.reset(avcodec_alloc_context3(codec));
    if (!d->codec)
        return fail(tr("memory"), AVERROR(ENOMEM));
    AVCodecContext* context = d->codec.get();
    context->width = size.width();
    context->height = size.height();
    context->time_base = AVRational { 1, framesPerSecond };
    context->framerate = AVRational { framesPerSecond, 1 };
    context->flags |= AV_CODEC_FLAG_BITEXACT;
    // One thread: x264's output depends on its thread count, which would follow the machine.
    context->thread_count = 1;
    if (mp4) {
        context->pix_fmt = AV_PIX_FMT_YUV420P;
        context->gop_size = framesPerSecond * 2; // a key frame every 2 s: seeking in a slide
        context->color_range = AVCOL_RANGE_MPEG;
        context->colorspace = AVCOL_SPC_BT709;
        context->color_primaries = AVCOL_PRI_BT709;
        context->color_trc = AVCOL_TRC_BT709;
        // Flat colours and sharp text: constant quality 20 with x264's animation tuning.
        av_opt_set(context->priv_data, "preset", "medium", 0);
        av_opt_set(context->priv_data, "tune", "animation", 0);
        av_opt_set(context->priv_data, "crf", "20", 0);
    } else {
        context->pix_fmt = AV_PIX_FMT_PAL8;
    }
    if (d->format->oformat->flags & AVFMT_GLOBALHEADER)
        context->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    if ((code = avcodec_open2(context, codec, nullptr)) < 0)
        return fail(QString::fromLatin1(codec->name), code);

    d->stream = avformat_new_stream(d->format.get(), nullptr);
    if (!d->stream)
        return fail(tr("memory"), AVERROR(ENOMEM));
    d->stream->time_base = context->time_base;
    d->stream->avg_frame_rate = context->framerate;
    if ((code = avcodec_parameters_from_context(d->stream->codecpar, context)) < 0)
        return fail(QString::fromLatin1(codec->name), code);
    if ((code = avformat_write_header(d->format.get(), nullptr)) < 0)
        return fail(tr("the file's header"), code);
    d->headerWritten = true;

    d->frame.reset(av_frame_alloc());
    d->packet.reset(av_packet_alloc());
    if (!d->frame || !d->packet)
        return fail(tr("memory"), AVERROR(ENOMEM));
    d->frame->format = context->pix_fmt;
    d->frame->width = size.width();
    d->frame->height = size.height();
    if ((code = av_frame_get_buffer(d->frame.get(), 0)) < 0)
        return fail(tr("memory"), code);
    if (mp4) {
        d->scaler.reset(sws_getContext(size.width(), size.height(), AV_PIX_FMT_RGBA, size.width(),
            size.height(), AV_PIX_FMT_YUV420P,
            SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT | SWS_BITEXACT, nullptr, nullptr,
            nullptr));
        if (!d->scaler)
            return fail(tr("the colour conversion"), AVERROR(EINVAL));
        // BT.709, limited range, as the stream says.
        const int* coefficients = sws_getCoefficients(SWS_CS_ITU709);
        sws_setColorspaceDetails(
            d->scaler.get(), coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16);
    }
    return true;
}

namespace {

// Sends `frame` (nullptr: the end) and writes every packet the encoder has ready.
int clipEncodeAndWrite(AVCodecContext* codec, AVFormatContext* format, AVStream* stream,
    AVPacket* packet, const AVFrame* frame)
{
    int code = avcodec_send_frame(codec, frame);
    if (code < 0)
        return code;
    while (true) {
        code = avcodec_receive_packet(codec, packet);
        if (code == AVERROR(EAGAIN) || code == AVERROR_EOF)
            return 0;
        if (code < 0)
            return code;
        av_packet_rescale_ts(packet, codec->time_base, stream->time_base);
        packet->stream_index = stream->index;
        code = av_interleaved_write_frame(format, packet); // takes the packet's data
        if (code < 0)
            return code;
    }
}

} // namespace

bool ClipEncoder::addFrame(const QImage& image, QString* error)
{
    const QString file = QFileInfo(m_path).fileName();
    Q_ASSERT(d->headerWritten && !d->finished);
    QImage frame = image.size() == d->size
        ? image
        : image.scaled(d->size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    AVFrame* out = d->frame.get();
    int code = av_frame_make_writable(out);
    if (code >= 0 && d->kind == Format::Mp4) {
        frame = frame.convertToFormat(QImage::Format_RGBA8888);
        const uint8_t* source[1] = { frame.constBits() };
        const int sourceStride[1] = { int(frame.bytesPerLine()) };
        sws_scale(
            d->scaler.get(), source, sourceStride, 0, frame.height(), out->data, out->linesize);
    } else if (code >= 0) {
        // 256 colours a frame, chosen by Qt (the exact colours when there are no more, else a
        // colour cube with an ordered dither, which stays still from frame to frame).
        frame = frame.convertToFormat(QImage::Format_Indexed8, Qt::OrderedDither);
        for (int y = 0; y < frame.height(); ++y)
            std::memcpy(out->data[0] + qsizetype(y) * out->linesize[0], frame.constScanLine(y),
                size_t(frame.width()));
        auto* palette = reinterpret_cast<uint32_t*>(out->data[1]);
        const QList<QRgb> colors = frame.colorTable();
        for (int i = 0; i < 256; ++i)
            palette[i] = i < colors.size() ? (colors[i] | 0xff000000u) : 0xff000000u;
    }
    if (code >= 0) {
        out->pts = m_frames;
        code = clipEncodeAndWrite(d->codec.get(), d->format.get(), d->stream, d->packet.get(), out);
    }
    if (code < 0) {
        *error = d->sink.tooLarge
            ? tr("cannot encode '%1': the clip would be larger than %2 MiB; make it shorter, "
                 "smaller or with fewer frames a second")
                  .arg(file)
                  .arg(kMaximumBytes >> 20)
            : tr("cannot encode '%1': frame %2: %3")
                  .arg(file)
                  .arg(m_frames + 1)
                  .arg(clipencoding::clipErrorText(code));
        return false;
    }
    ++m_frames;
    return true;
}

std::optional<QByteArray> ClipEncoder::finish(QString* error)
{
    const QString file = QFileInfo(m_path).fileName();
    Q_ASSERT(d->headerWritten && !d->finished);
    d->finished = true;
    int code
        = clipEncodeAndWrite(d->codec.get(), d->format.get(), d->stream, d->packet.get(), nullptr);
    if (code >= 0)
        code = av_write_trailer(d->format.get());
    if (code >= 0) {
        avio_flush(d->io.get());
        code = d->io->error;
    }
    if (code < 0) {
        *error = d->sink.tooLarge
            ? tr("cannot encode '%1': the clip would be larger than %2 MiB; make it shorter, "
                 "smaller or with fewer frames a second")
                  .arg(file)
                  .arg(kMaximumBytes >> 20)
            : tr("cannot encode '%1': the end of the file: %2")
                  .arg(file, clipencoding::clipErrorText(code));
        return std::nullopt;
    }
    return d->sink.bytes;
}

#else // no FFmpeg

struct ClipEncoder::Private
{ };

bool ClipEncoder::isAvailable()
{
    return false;
}

ClipEncoder::ClipEncoder(const QString& path)
    : m_path(path)
    , d(std::make_unique<Private>())
{ }

ClipEncoder::~ClipEncoder() = default;

bool ClipEncoder::open(Format, QSize, int, QString* error)
{
    *error = tr("cannot encode '%1': this build of Tensorscope has no clip support (it was "
                "built without the FFmpeg libraries)")
                 .arg(QFileInfo(m_path).fileName());
    return false;
}

bool ClipEncoder::addFrame(const QImage&, QString* error)
{
    return open(Format::Mp4, QSize(), 0, error);
}

std::optional<QByteArray> ClipEncoder::finish(QString* error)
{
    open(Format::Mp4, QSize(), 0, error);
    return std::nullopt;
}

#endif

std::optional<ClipEncoder::Format> ClipEncoder::formatOf(const QString& path)
{
    if (path.endsWith(QLatin1String(".mp4"), Qt::CaseInsensitive))
        return Format::Mp4;
    if (path.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive))
        return Format::Gif;
    return std::nullopt;
}

} // namespace ts
