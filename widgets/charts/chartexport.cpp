// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#include "chartexport.h"

#include "chartlayout.h"
#include "io/atomicwrite.h"

#include <QBuffer>
#include <QChartView>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>

namespace ts {

namespace {

QString writeAtomically(const QString& path, const QByteArray& bytes)
{
    return io::writeFileAtomically(path, bytes);
}

} // namespace

QString ChartExport::savePng(QChartView* view, const QString& path)
{
    const QSize size = view->size().expandedTo(QSize(640, 400));
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(view->chart()->backgroundBrush().color());
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        view->render(&painter, QRectF(QPointF(0, 0), size), view->rect());
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image))
        return writer.errorString();
    return writeAtomically(path, bytes);
}

QString ChartExport::saveSvg(QChartView* view, const QString& path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view->size());
    generator.setViewBox(view->rect());
    generator.setTitle(ChartLayout::fullTitle(view->chart()));
    {
        QPainter painter(&generator);
        view->render(&painter);
    }
    return writeAtomically(path, bytes);
}

QString ChartExport::save(QChartView* view, const QString& path)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return saveSvg(view, path);
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        return savePng(view, path);
    return QStringLiteral("'%1': expected a .png or .svg file name").arg(path);
}

} // namespace ts
