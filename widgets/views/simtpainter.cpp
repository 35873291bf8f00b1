// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "simtpainter.h"

#include "style/theme.h"

#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QStaticText>
#include <algorithm>
#include <array>
#include <cmath>

namespace ts {

using simt::SmActivity;
using simt::TileProgress;
using simt::WarpState;

namespace {

constexpr WarpState kLegendStates[] = { WarpState::Issuing, WarpState::Ready,
    WarpState::WaitingTensor, WarpState::WaitingMemory, WarpState::AtBarrier, WarpState::Done };

/// The pattern that doubles a waiting state's colour (never colour alone).
Qt::BrushStyle patternOf(WarpState s)
{
    switch (s) {
    case WarpState::WaitingMemory:
        return Qt::BDiagPattern;
    case WarpState::AtBarrier:
        return Qt::VerPattern;
    case WarpState::Ready:
        return Qt::Dense6Pattern;
    default:
        return Qt::NoBrush;
    }
}

void setFont(QPainter& p, double pixels, bool bold = false)
{
    QFont font = p.font();
    font.setPixelSize(std::max(1, int(pixels)));
    font.setBold(bold);
    p.setFont(font);
}

void fillState(QPainter& p, const QRectF& r, WarpState s, const SimtStyle& style)
{
    p.fillRect(r, style.color(s));
    if (patternOf(s) != Qt::NoBrush && r.width() >= 4)
        p.fillRect(r, QBrush(style.color(s).darker(140), patternOf(s)));
}

/// The SM numbers, laid out once per font: laying out 132 strings per frame would cost about
/// as much as the rest of the frame. A cache of text layout only; the picture is the same.
const QStaticText& smNumber(int sm, const QFont& font)
{
    static QFont cachedFont;
    static QList<QStaticText> numbers;
    if (font != cachedFont) {
        numbers.clear();
        cachedFont = font;
    }
    while (numbers.size() <= sm) {
        QStaticText text(QString::number(numbers.size()));
        text.setTextFormat(Qt::PlainText);
        text.prepare(QTransform(), font);
        numbers.append(text);
    }
    return numbers[sm];
}

QString opName(simt::OpCode op)
{
    return simt::opCodeMnemonic(op);
}

} // namespace

QString SimtPainter::stateName(WarpState state)
{
    switch (state) {
    case WarpState::Empty:
        return tr("empty");
    case WarpState::Issuing:
        return tr("issuing");
    case WarpState::Ready:
        return tr("ready");
    case WarpState::WaitingTensor:
        return tr("tensor core busy");
    case WarpState::WaitingMemory:
        return tr("waiting on memory");
    case WarpState::AtBarrier:
        return tr("at barrier");
    case WarpState::Done:
        return tr("done");
    }
    return {};
}

QRectF SimtPainter::Layout::smRect(int sm) const
{
    const int row = sm / smColumns;
    const int col = sm % smColumns;
    // Whole pixels: every tile has the same size, so its parts can be blitted.
    return QRectF(smGrid.left() + col * smWidth, smGrid.top() + row * smHeight, smWidth, smHeight)
        .adjusted(1, 1, -2, -2);
}

QRectF SimtPainter::Layout::smHeader(int sm) const
{
    const QRectF r = smRect(sm);
    return QRectF(r.left(), r.top(), r.width(), std::max(3.0, std::round(r.height() * 0.3)));
}

QRectF SimtPainter::Layout::tileRect(
    std::int64_t row, std::int64_t col, std::int64_t rows, std::int64_t cols) const
{
    const double w = cMatrix.width() / double(cols);
    const double h = cMatrix.height() / double(rows);
    return QRectF(cMatrix.left() + double(col) * w, cMatrix.top() + double(row) * h, w, h);
}

SimtPainter::Layout SimtPainter::layout(
    const simt::SimtSnapshot& s, const QRectF& rect, double minimumTextPixels)
{
    Layout l;
    l.fontPixels
        = std::clamp(rect.height() / 40.0, minimumTextPixels, std::max(40.0, minimumTextPixels));
    const double f = l.fontPixels;
    const double margin = f * 0.6;
    const QRectF inner = rect.adjusted(margin, margin, -margin, -margin);
    l.caption = QRectF(inner.left(), inner.top(), inner.width(), f * 2.8);
    l.legend = QRectF(inner.left(), inner.bottom() - f * 1.6, inner.width(), f * 1.6);
    const double top = l.caption.bottom() + f * 0.4;
    const double height = l.legend.top() - top - f * 0.4;
    const double gridWidth = inner.width() * 0.6;
    const QRectF grid(inner.left(), top, gridWidth, height);
    // The most nearly square SM tiles that fit all SMs.
    const int sms = std::max(1, s.smCount);
    double best = 0;
    for (int cols = 1; cols <= sms; ++cols) {
        const int rows = (sms + cols - 1) / cols;
        const double side = std::min(grid.width() / cols, grid.height() / rows);
        if (side > best) {
            best = side;
            l.smColumns = cols;
            l.smRows = rows;
        }
    }
    l.smWidth = std::floor(grid.width() / l.smColumns);
    l.smHeight = std::floor(std::min(grid.height() / l.smRows, l.smWidth * 1.2));
    l.smGrid = QRectF(std::round(grid.left()), std::round(grid.top()), l.smWidth * l.smColumns,
        l.smHeight * l.smRows);
    const QRectF right(grid.right() + f, top, inner.right() - grid.right() - f, height);
    const QRectF cBox(right.left(), right.top() + f * 1.3, right.width(), right.height() * 0.5);
    const double tilesM = double(std::max<std::int64_t>(1, s.tilesM));
    const double tilesN = double(std::max<std::int64_t>(1, s.tilesN));
    double w = cBox.width();
    double h = w * tilesM / tilesN;
    if (h > cBox.height()) {
        h = cBox.height();
        w = h * tilesN / tilesM;
    }
    l.cMatrix
        = QRectF(std::round(cBox.left()), std::round(cBox.top()), std::round(w), std::round(h));
    const double zoomTop = cBox.bottom() + f * 0.6;
    l.zoom = QRectF(right.left(), zoomTop, right.width(), right.bottom() - zoomTop);
    return l;
}

void SimtPainter::paint(QPainter& p, const simt::SimtSnapshot& s, const QRectF& rect,
    const SimtStyle& style, const Focus& focus)
{
    p.save();
    p.fillRect(rect, style.background);
    const Layout l = layout(s, rect, style.minimumTextPixels);
    // The steps share the painter's font and pen as they leave them, in this order.
    paintCaption(p, s, l, style, focus);
    paintSmTiles(p, s, l, style, focus);
    paintOutputTiles(p, s, l, style, focus);
    paintZoom(p, s, l, style, focus);
    paintLegend(p, l, style);
    p.restore();
}

// The title, then the cycle, wave and CTA counts.
void SimtPainter::paintCaption(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
    const SimtStyle& style, const Focus& focus)
{
    const double f = l.fontPixels;
    const QLocale locale;

    setFont(p, f, true);
    p.setPen(style.text);
    p.drawText(QRectF(l.caption.left(), l.caption.top(), l.caption.width(), f * 1.4),
        Qt::AlignLeft | Qt::AlignVCenter, focus.title);
    setFont(p, f * 0.85);
    const std::int64_t shown = std::max<std::int64_t>(0, s.cycle);
    p.drawText(QRectF(l.caption.left(), l.caption.top() + f * 1.4, l.caption.width(), f * 1.3),
        Qt::AlignLeft | Qt::AlignVCenter,
        tr("Cycle %1 of %2  ·  wave %3 of %4  ·  %5 CTA(s) per SM  ·  %6 of %7 CTAs done")
            .arg(locale.toString(qint64(shown)), locale.toString(qint64(s.lastCycle)),
                locale.toString(qint64(s.wave + 1)), locale.toString(qint64(s.waves)),
                locale.toString(s.ctasPerSm), locale.toString(qint64(s.ctasDone)),
                locale.toString(qint64(s.tilesM * s.tilesN))));
}

// SM tiles: the header in the SM's activity colour, the warps as bars, one column per
// scheduler.
void SimtPainter::paintSmTiles(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
    const SimtStyle& style, const Focus& focus)
{
    const double f = l.fontPixels;
    const int sched = std::max(1, s.schedulersPerSm);
    QFont numberFont = p.font();
    numberFont.setPixelSize(std::max(1, int(std::min(l.smHeader(0).height() * 0.75, f * 0.7))));
    numberFont.setBold(false);
    // Every SM tile has the same geometry: each state's header and warp bar is rendered once
    // into an image and blitted (pattern fills cost far more than copies).
    const QRect tile0 = l.smRect(0).toRect();
    const QRect header0 = l.smHeader(0).toRect();
    const int warps = s.classes.empty() ? 0 : int(s.classes.front().warps.size());
    const int perColumn = std::max(1, (warps + sched - 1) / sched);
    const int bodyTop = header0.height() + 2;
    const int barWidth = std::max(1, (tile0.width() - 4) / sched);
    const int barHeight = std::max(1, (tile0.height() - bodyTop - 2) / perColumn);
    auto rendered = [](QSize size, const auto& draw) {
        QImage image(size, QImage::Format_RGB32);
        QPainter painter(&image);
        draw(painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return image;
    };
    std::array<QImage, 7> bars;
    std::array<QImage, 4> headers;
    for (const simt::SmState& state : s.classes) {
        for (WarpState w : state.warps) {
            QImage& bar = bars[std::size_t(w)];
            if (bar.isNull())
                bar = rendered(QSize(barWidth, barHeight), [&](QPainter& q, const QRectF& r) {
                    q.fillRect(r, style.empty);
                    fillState(q, r.adjusted(0, 0, -1, -1), w, style);
                });
        }
        QImage& header = headers[std::size_t(state.activity)];
        if (header.isNull())
            header = rendered(header0.size(), [&](QPainter& q, const QRectF& r) {
                q.fillRect(r, style.color(state.activity));
                if (state.activity == SmActivity::Stalled)
                    q.fillRect(r, QBrush(style.waitingMemory.darker(140), Qt::BDiagPattern));
            });
    }
    for (int sm = 0; sm < s.smCount; ++sm) {
        const simt::SmState& state = s.sm(sm);
        const QRect r = l.smRect(sm).toRect();
        const QRect header = l.smHeader(sm).toRect();
        p.fillRect(r, style.empty);
        p.drawImage(header.topLeft(), headers[std::size_t(state.activity)]);
        if (header.height() >= 11) {
            p.setFont(numberFont);
            p.setPen(Theme::inkOn(style.color(state.activity)));
            const QStaticText& number = smNumber(sm, numberFont);
            p.drawStaticText(QPointF(header.right() - 2 - number.size().width(),
                                 header.center().y() - number.size().height() / 2),
                number);
        }
        for (int w = 0; w < int(state.warps.size()); ++w)
            p.drawImage(QPoint(r.left() + 2 + (w % sched) * barWidth,
                            r.top() + bodyTop + (w / sched) * barHeight),
                bars[std::size_t(state.warps[std::size_t(w)])]);
        if (sm == focus.sm) {
            p.setPen(QPen(style.text, std::max(2.0, f * 0.12)));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRectF(r).adjusted(-1, -1, 1, 1));
        }
    }
}

// C: finished tiles by wave, running tiles in the issuing colour.
void SimtPainter::paintOutputTiles(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
    const SimtStyle& style, const Focus& focus)
{
    const double f = l.fontPixels;
    setFont(p, f * 0.85, true);
    p.setPen(style.text);
    p.drawText(QRectF(l.cMatrix.left(), l.cMatrix.top() - f * 1.3, l.cMatrix.width() * 2, f * 1.2),
        Qt::AlignLeft | Qt::AlignVCenter,
        tr("C: %1 x %2 tiles, coloured by wave").arg(s.tilesM).arg(s.tilesN));
    if (s.tilesM > 0 && s.tilesN > 0) {
        const double tw = l.cMatrix.width() / double(s.tilesN);
        const double th = l.cMatrix.height() / double(s.tilesM);
        auto tileColor = [&s, &style](std::int64_t cta) {
            const TileProgress t = s.tiles[std::size_t(cta)];
            return t == TileProgress::Done   ? style.waveColor(s.waveOfCta(cta))
                : t == TileProgress::Running ? style.issuing
                                             : style.empty;
        };
        if (tw >= 3 && th >= 3) {
            // Whole-pixel cells with a one-pixel gap: solid fills, no resampling.
            const double gap = tw >= 6 && th >= 6 ? 1 : 0;
            for (std::int64_t r = 0; r < s.tilesM; ++r) {
                const int y0 = int(std::round(l.cMatrix.top() + double(r) * th));
                const int y1 = int(std::round(l.cMatrix.top() + double(r + 1) * th - gap));
                for (std::int64_t c = 0; c < s.tilesN; ++c) {
                    const int x0 = int(std::round(l.cMatrix.left() + double(c) * tw));
                    const int x1 = int(std::round(l.cMatrix.left() + double(c + 1) * tw - gap));
                    p.fillRect(QRect(x0, y0, x1 - x0, y1 - y0), tileColor(r * s.tilesN + c));
                }
            }
        } else {
            // More tiles than pixels: one pixel per (sampled) tile, scaled up without smoothing.
            const int imageW = int(std::min<std::int64_t>(s.tilesN, 1024));
            const int imageH = int(std::min<std::int64_t>(s.tilesM, 1024));
            QImage image(imageW, imageH, QImage::Format_RGB32);
            for (int y = 0; y < imageH; ++y) {
                auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
                const std::int64_t row = std::int64_t(y) * s.tilesM / imageH;
                for (int x = 0; x < imageW; ++x)
                    line[x] = tileColor(row * s.tilesN + std::int64_t(x) * s.tilesN / imageW).rgb();
            }
            p.drawImage(l.cMatrix, image);
        }
        // The focused SM's tiles carry its number where they are large enough to read.
        if (tw >= f * 1.6 && th >= f * 0.9) {
            setFont(p, std::min(th * 0.6, f * 0.7));
            for (std::int64_t cta = focus.sm; cta < s.tilesM * s.tilesN; cta += s.smCount) {
                const QRectF cell = l.tileRect(cta / s.tilesN, cta % s.tilesN, s.tilesM, s.tilesN);
                p.setPen(Theme::inkOn(tileColor(cta)));
                p.drawText(cell, Qt::AlignCenter, QString::number(focus.sm));
            }
        }
        p.setPen(QPen(style.gridLine, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(l.cMatrix);
    }
}

// Zoom: the focused SM's warps, and the 32 lanes of the focused warp.
void SimtPainter::paintZoom(QPainter& p, const simt::SimtSnapshot& s, const Layout& l,
    const SimtStyle& style, const Focus& focus)
{
    const double f = l.fontPixels;
    const int sched = std::max(1, s.schedulersPerSm);
    if (focus.sm >= 0 && focus.sm < s.smCount) {
        const simt::SmState& sm = s.sm(focus.sm);
        const QRectF z = l.zoom;
        setFont(p, f * 0.85, true);
        p.setPen(style.text);
        p.drawText(QRectF(z.left(), z.top(), z.width(), f * 1.3), Qt::AlignLeft | Qt::AlignVCenter,
            tr("SM %1: %2 of %3 CTAs done").arg(focus.sm).arg(sm.ctasDone).arg(sm.ctasAssigned));
        const int warps = int(sm.warps.size());
        const int shownWarps = std::min(warps, 8);
        const double row = std::min(f * 1.25, (z.height() - f * 4.5) / std::max(1, shownWarps));
        setFont(p, row * 0.7);
        const int first
            = std::clamp(focus.warp - shownWarps / 2, 0, std::max(0, warps - shownWarps));
        for (int i = 0; i < shownWarps; ++i) {
            const int w = first + i;
            const QRectF line(z.left(), z.top() + f * 1.4 + i * row, z.width(), row);
            const QRectF swatch(line.left(), line.top() + 2, row * 1.4, row - 4);
            fillState(p, swatch, sm.warps[std::size_t(w)], style);
            p.setPen(style.text);
            const int slot = w / std::max(1, s.warpsPerCta);
            const int ordinal
                = slot < int(sm.slotOrdinal.size()) ? sm.slotOrdinal[std::size_t(slot)] : -1;
            const bool live = sm.warps[std::size_t(w)] != WarpState::Empty
                && sm.warps[std::size_t(w)] != WarpState::Done;
            QFont font = p.font();
            font.setBold(w == focus.warp);
            p.setFont(font);
            const QRectF textRect = line.adjusted(row * 1.7, 0, 0, 0);
            const QString state = stateName(sm.warps[std::size_t(w)])
                + (live ? QStringLiteral(" · ") + opName(sm.ops[std::size_t(w)]) : QString());
            const QString text = ordinal >= 0
                ? tr("warp %1 (scheduler %2), CTA %3: %4")
                      .arg(w)
                      .arg(w % sched)
                      .arg(qint64(focus.sm) + qint64(ordinal) * s.smCount)
                      .arg(state)
                : tr("warp %1 (scheduler %2): %3").arg(w).arg(w % sched).arg(state);
            p.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter,
                p.fontMetrics().elidedText(text, Qt::ElideRight, int(textRect.width())));
        }
        // The lanes: a GEMM warp runs all 32 lanes together (MMA is warp-wide).
        if (focus.warp >= 0 && focus.warp < warps) {
            const WarpState ws = sm.warps[std::size_t(focus.warp)];
            const bool active = ws != WarpState::Empty && ws != WarpState::Done;
            const double laneTop = z.top() + f * 1.6 + shownWarps * row;
            setFont(p, f * 0.75);
            p.setPen(style.text);
            p.drawText(QRectF(z.left(), laneTop, z.width(), f * 1.1),
                Qt::AlignLeft | Qt::AlignVCenter,
                tr("Warp %1: 32 lanes, %2")
                    .arg(focus.warp)
                    .arg(active ? tr("all active") : tr("none active")));
            const double lane = std::min(z.width() / 32.0, f * 1.2);
            for (int i = 0; i < 32; ++i) {
                const QRectF r(z.left() + i * lane, laneTop + f * 1.2, lane - 1, lane * 1.4);
                if (active)
                    fillState(p, r, ws, style);
                else {
                    p.setPen(QPen(style.gridLine, 1));
                    p.setBrush(Qt::NoBrush);
                    p.drawRect(r);
                }
            }
        }
    }
}

// Legend: swatch (colour and pattern) and name per warp state, then C's colours.
void SimtPainter::paintLegend(QPainter& p, const Layout& l, const SimtStyle& style)
{
    const double f = l.fontPixels;
    setFont(p, f * 0.75);
    double x = l.legend.left();
    for (WarpState st : kLegendStates) {
        const QRectF swatch(x, l.legend.top() + f * 0.3, f * 1.2, f);
        fillState(p, swatch, st, style);
        p.setPen(style.text);
        const QString name = stateName(st);
        const double w = p.fontMetrics().horizontalAdvance(name);
        p.drawText(QRectF(swatch.right() + f * 0.3, l.legend.top(), w + 4, l.legend.height()),
            Qt::AlignLeft | Qt::AlignVCenter, name);
        x = swatch.right() + f * 0.3 + w + f * 1.2;
    }
    // C's colours: a running tile, then the first waves.
    const QList<std::pair<QColor, QString>> tiles = { { style.issuing, tr("C tile running") },
        { style.waveColor(0), tr("wave 1") }, { style.waveColor(1), tr("wave 2") } };
    for (const auto& [color, name] : tiles) {
        const QRectF swatch(x, l.legend.top() + f * 0.3, f * 1.2, f);
        p.fillRect(swatch, color);
        p.setPen(style.text);
        const double w = p.fontMetrics().horizontalAdvance(name);
        p.drawText(QRectF(swatch.right() + f * 0.3, l.legend.top(), w + 4, l.legend.height()),
            Qt::AlignLeft | Qt::AlignVCenter, name);
        x = swatch.right() + f * 0.3 + w + f * 1.2;
    }
}

void SimtPainter::paintDivergence(QPainter& p, const simt::DivergenceSimulator& demo,
    std::int64_t cycle, const QRectF& rect, const SimtStyle& style)
{
    p.save();
    p.fillRect(rect, style.background);
    const double f = std::clamp(
        rect.height() / 40.0, style.minimumTextPixels, std::max(40.0, style.minimumTextPixels));
    const QRectF inner = rect.adjusted(f * 0.6, f * 0.6, -f * 0.6, -f * 0.6);
    const auto& steps = demo.steps();
    const bool started = cycle >= 0 && cycle < std::int64_t(steps.size());
    const simt::DivergenceStep step = started ? steps[std::size_t(cycle)] : simt::DivergenceStep {};
    const int warp = started ? step.warp : 0;

    setFont(p, f, true);
    p.setPen(style.text);
    p.drawText(QRectF(inner.left(), inner.top(), inner.width(), f * 1.4),
        Qt::AlignLeft | Qt::AlignVCenter,
        tr("Divergence: y = x > %1 ? x·x + 1 : (%1 − x)·0.5 − 1   ·   cycle %2 of %3   ·   warp %4")
            .arg(double(demo.threshold()))
            .arg(std::max<std::int64_t>(0, cycle))
            .arg(demo.cycles() - 1)
            .arg(warp));

    // The program, the issuing instruction marked.
    const auto& program = simt::DivergenceSimulator::program();
    const double row = f * 1.5;
    const QRectF listing(
        inner.left(), inner.top() + f * 2, inner.width() * 0.4, row * program.size());
    setFont(p, f * 0.9);
    for (std::size_t i = 0; i < program.size(); ++i) {
        const QRectF line(listing.left(), listing.top() + double(i) * row, listing.width(), row);
        const bool current = started && step.instruction == int(i);
        if (current)
            p.fillRect(line, style.issuing);
        const QColor side = program[i].path == simt::BranchPath::Taken ? style.ready
            : program[i].path == simt::BranchPath::NotTaken            ? style.waitingMemory
                                                                       : style.empty;
        p.fillRect(QRectF(line.left(), line.top() + 2, f * 0.5, row - 4), side);
        p.setPen(current ? Theme::inkOn(style.issuing) : style.text);
        p.drawText(
            line.adjusted(f * 0.9, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, program[i].text);
    }

    // The warp's lanes: active lanes filled, the others outlined; x and y below.
    const QRectF lanes(listing.right() + f * 2, listing.top(),
        inner.right() - listing.right() - f * 2, inner.height() - f * 4);
    const double cell = std::min(lanes.width() / 8.0, lanes.height() / 4.4);
    setFont(p, cell * 0.22);
    for (int lane = 0; lane < demo.warpSize(); ++lane) {
        const QRectF r(lanes.left() + (lane % 8) * cell, lanes.top() + (lane / 8) * cell * 1.1,
            cell - 4, cell - 4);
        const std::size_t i = std::size_t(warp) * std::size_t(demo.warpSize()) + std::size_t(lane);
        const bool valid = i < demo.x().size();
        const bool active = started && (step.mask >> lane & 1u);
        const bool taken = valid && demo.x()[i] > demo.threshold();
        QColor fill = style.background;
        if (active)
            fill = program[std::size_t(step.instruction)].path == simt::BranchPath::Common
                ? style.issuing
                : taken ? style.ready
                        : style.waitingMemory;
        p.fillRect(r, fill);
        if (!active) {
            p.fillRect(r, QBrush(style.gridLine, Qt::BDiagPattern));
        }
        p.setPen(QPen(style.gridLine, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        p.setPen(active ? Theme::inkOn(fill) : style.text);
        const QString text = valid ? tr("lane %1\nx=%2\n%3")
                                         .arg(lane)
                                         .arg(double(demo.x()[i]))
                                         .arg(taken ? tr("taken") : tr("else"))
                                   : tr("lane %1\n(no data)").arg(lane);
        p.drawText(r, Qt::AlignCenter, text);
    }
    setFont(p, f * 0.8);
    p.setPen(style.text);
    p.drawText(QRectF(inner.left(), inner.bottom() - f * 1.4, inner.width(), f * 1.4),
        Qt::AlignLeft | Qt::AlignVCenter,
        tr("Filled lanes execute; hatched lanes are masked off. Orange: taken side, blue: else "
           "side, "
           "vermillion: both (before the branch and after reconvergence)."));
    p.restore();
}

} // namespace ts
