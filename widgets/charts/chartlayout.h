// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>
#include <initializer_list>
#include <limits>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QChartView;
class QLogValueAxis;
class QValueAxis;

namespace ts {

/// One piece of text a chart laid out: a title, an axis title, a tick label, a legend entry or
/// a value label, as Qt Charts (or the chart itself) placed it.
struct ChartTextItem
{
    QString text; ///< plain text, lines joined by '\n'
    QRectF rect; ///< the ink's bounding box in the chart view's coordinates
    QFont font;
    /// Qt Charts shortened the text to fit ("..."): what the layout must never do.
    bool elided = false;
};

/// The rules that keep a chart readable at every size (docs/architecture.md, "Layout at every
/// size"): a minimum readable size, tick labels thinned to the pixels the axis has, and the
/// laid-out text read back for the layout test.
class ChartLayout
{
public:
    /// The smallest size at which a comparison chart of `columns` devices keeps its texts
    /// whole, from the chart label font (ChartStyle, so presentation mode's larger type asks
    /// for more): wider with more devices, so each keeps room for its short name.
    static QSize minimumChartSize(int columns = 2);
    /// Dynamic ticks from `anchor` (NaN: the axis's minimum) at a 1, 2, 2.5, 3, 4 or 5 × 10ⁿ
    /// interval, as many as fit `pixels` (the axis's length on screen) with room between the
    /// labels, at most six; of the intervals that fit, the one whose ticks reach highest.
    static void fitValueTicks(QValueAxis* axis, double pixels, Qt::Orientation orientation,
        double anchor = std::numeric_limits<double>::quiet_NaN());
    /// Sets the axis's range and fits its ticks as fitValueTicks() does, in the order that
    /// never has Qt Charts lay out more ticks than before or after: a new range with the old
    /// interval (or the reverse) can ask for millions of tick items. Before the chart is laid
    /// out (`pixels` 0) the ticks are fitted to a 200-pixel axis.
    /// A range asked for while this sets one (from the layout Qt Charts runs while it tells
    /// the axis's series) is applied after that one has reached every series, never inside it.
    static void setValueRange(QValueAxis* axis, double min, double max, double pixels,
        Qt::Orientation orientation, double anchor = std::numeric_limits<double>::quiet_NaN());
    /// The first of `bases` (say 10, 100) whose powers inside the axis's range fit `pixels`
    /// with room between the labels; the last base when none does.
    static void fitLogAxis(QLogValueAxis* axis, double pixels, Qt::Orientation orientation,
        std::initializer_list<double> bases);
    /// Legend names for `series`: `names` shortened by DeviceLabel::fitRow to the chart's
    /// width, HTML-escaped (Qt Charts lays a legend label out as HTML, issue 18). Renames only
    /// what changed.
    static void fitLegend(
        QChart* chart, const QList<QAbstractSeries*>& series, const QStringList& names);
    /// Sets a chart's title. Qt Charts gives a title one line and cuts what does not fit to
    /// "...": fitTitle() breaks it into lines at spaces instead, so title() may hold "<br>";
    /// fullTitle() is the title as set, for menus, exports and screen readers.
    static void setTitle(QChart* chart, const QString& title);
    static QString fullTitle(const QChart* chart);
    static void fitTitle(QChart* chart);
    /// The same for the title of an axis of `chart`, broken into lines to fit the axis's length
    /// on the chart's plot area.
    static void setAxisTitle(QChart* chart, QAbstractAxis* axis, const QString& title);
    static QString fullAxisTitle(const QAbstractAxis* axis);
    static void fitAxisTitle(const QChart* chart, QAbstractAxis* axis);
    /// `text` HTML-escaped, broken at spaces into lines of at most `width` pixels in `font`
    /// ("<br>" between them); a word wider than that gets a line of its own.
    static QString wrapped(const QString& text, const QFont& font, double width);
    /// Every visible text item of the chart shown in `view`, in the view's coordinates.
    static QList<ChartTextItem> textItems(const QChartView* view);
    /// The same in the chart's own coordinates (the chart laid out at a size its view does not
    /// have: an export).
    static QList<ChartTextItem> textItems(const QChart* chart);

private:
    /// A range setValueRange() was asked for; `asked` false: none waiting.
    struct PendingValueRange
    {
        double min = 0;
        double max = 0;
        double pixels = 0;
        Qt::Orientation orientation = Qt::Vertical;
        double anchor = std::numeric_limits<double>::quiet_NaN();
        bool asked = false;
    };
    static void applyValueRange(QValueAxis* axis, const PendingValueRange& range);
};

} // namespace ts
