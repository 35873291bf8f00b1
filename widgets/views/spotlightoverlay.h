// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>
#include <QWidget>

namespace ts {

/// A translucent layer over its parent that darkens everything except a circle around the
/// mouse: the presenter's spotlight. It covers the parent as it resizes, lets every mouse event
/// through to the widgets below and follows the cursor with its own timer while visible (the
/// widgets below do not report mouse moves without a button held).
class SpotlightOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit SpotlightOverlay(QWidget* parent);

    /// The circle's centre in this widget's coordinates.
    QPoint center() const { return m_center; }
    void setCenter(const QPoint& center);
    int radius() const { return m_radius; }
    void setRadius(int pixels);
    /// How dark the area outside the circle is, 0 (clear) to 255 (black).
    static constexpr int kShadeAlpha = 170;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void followCursor();

    QPoint m_center;
    int m_radius = 180;
    QTimer m_follow;
};

} // namespace ts
