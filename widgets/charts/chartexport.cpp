// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartexport.h"

#include "columnchart.h"
#include "io/atomicwrite.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace ts {

namespace {

// While it lives, the chart of a view is laid out at the export's size, as in a window that
// size: the charts fit their texts to their plot area when it changes (QChart::plotAreaChanged),
// so resizing the chart, not scaling its picture, gives texts laid out for the picture. A column
// chart's value axis is fitted afresh, so the picture does not depend on the sizes the view had
// before. The chart goes back to the view's size (and its layout with it) afterwards.
class ExportLayout
{
public:
    ExportLayout(QChartView* view, const QSize& size)
        : m_view(view)
        , m_chart(view->chart())
        , m_shown(m_chart->size())
    {
        resize(QSizeF(size));
        if (auto* columns = qobject_cast<ColumnChart*>(view)) {
            columns->fitValueAxis();
            settle();
        }
    }
    ~ExportLayout() { resize(m_shown); }
    ExportLayout(const ExportLayout&) = delete;
    ExportLayout& operator=(const ExportLayout&) = delete;

    /// What to render: the chart, in the scene's coordinates.
    QRectF source() const { return m_chart->mapRectToScene(m_chart->rect()); }

    void render(QPainter* painter, const QRectF& target) const
    {
        painter->setRenderHints(m_view->renderHints());
        m_view->scene()->render(painter, target, source(), Qt::IgnoreAspectRatio);
    }

private:
    void resize(const QSizeF& size)
    {
        if (m_chart->size() != size)
            m_chart->resize(size);
        settle();
    }

    void settle()
    {
        // A fitted title or axis title with another number of lines changes the plot area
        // again: lay out until it stays (twice at most in practice). Renamed legend entries
        // ask for a layout of the legend, a widget of its own: every pending layout request
        // is served, not only the chart's.
        for (int pass = 0; pass < 6; ++pass) {
            const QRectF plot = m_chart->plotArea();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            if (QGraphicsLayout* layout = m_chart->layout())
                layout->activate();
            if (m_chart->plotArea() == plot && pass > 0)
                break;
        }
    }

    QChartView* m_view;
    QChart* m_chart;
    QSizeF m_shown;
};

// Logical pixels per inch: what the charts are laid out in.
constexpr double kDotsPerInch = 96;

QString encoded(const QImage& image, QByteArray* bytes)
{
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    return writer.write(image) ? QString() : writer.errorString();
}

} // namespace

QImage ChartExport::image(QChartView* view, QSize size, double scale)
{
    const QSize pixels(qRound(size.width() * scale), qRound(size.height() * scale));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(view->chart()->backgroundBrush().color());
    const ExportLayout layout(view, size);
    QPainter painter(&image);
    layout.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QString ChartExport::savePng(QChartView* view, const QString& path, QSize size, double scale)
{
    QByteArray bytes;
    if (const QString problem = encoded(image(view, size, scale), &bytes); !problem.isEmpty())
        return problem;
    return io::writeFileAtomically(path, bytes);
}

QString ChartExport::saveSvg(QChartView* view, const QString& path, QSize size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    // The screen's 96 per inch, as the chart was laid out: type in points is then as large
    // against the drawing as in the PNG (QSvgGenerator's default of 72 shrinks it by a quarter).
    generator.setResolution(int(kDotsPerInch));
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(ChartLayout::fullTitle(view->chart()));
    {
        const ExportLayout layout(view, size);
        QPainter painter(&generator);
        layout.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    return io::writeFileAtomically(path, bytes);
}

QString ChartExport::savePdf(QChartView* view, const QString& path, QSize size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(ChartLayout::fullTitle(view->chart()));
        writer.setCreator(QStringLiteral("Tensorscope"));
        writer.setResolution(int(kDotsPerInch));
        // A page exactly the chart's size, in points (72 per inch), with no margins.
        const QSizeF points(size.width() * 72 / kDotsPerInch, size.height() * 72 / kDotsPerInch);
        writer.setPageLayout(
            QPageLayout(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch),
                QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        const ExportLayout layout(view, size);
        QPainter painter;
        if (!painter.begin(&writer))
            return QStringLiteral("cannot start the PDF");
        layout.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.end();
    }
    return io::writeFileAtomically(path, bytes);
}

QStringList ChartExport::suffixes()
{
    return { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") };
}

QString ChartExport::save(QChartView* view, const QString& path, QSize size, double scale)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return saveSvg(view, path, size);
    if (suffix == QLatin1String("pdf"))
        return savePdf(view, path, size);
    if (suffix == QLatin1String("png"))
        return savePng(view, path, size, scale);
    return QStringLiteral("'%1': expected a .png, .svg or .pdf file name").arg(path);
}

QList<ChartTextItem> ChartExport::textItems(QChartView* view, QSize size)
{
    const ExportLayout layout(view, size);
    return ChartLayout::textItems(view->chart());
}

} // namespace ts
