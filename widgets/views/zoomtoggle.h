// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QPushButton;
class QWidget;

namespace ts {

/// The two levels of detail of a view showing an operator on a whole chip (issue 19): zoomed
/// out, the chip; zoomed in, one matrix unit's PEs or the warps. One checkable button, the Z key
/// anywhere in the view and the mouse wheel over it ask for a level; the view decides, and
/// tells this the level shown with setState(). The systolic and SIMT views share it.
class ZoomToggle : public QObject
{
    Q_OBJECT

public:
    /// Owned by `view`; the button is a hidden child of `view`, named `objectName`.
    ZoomToggle(QWidget* view, const QString& objectName);

    QPushButton* button() const { return m_button; }
    /// Whether zooming means anything now (an operator is shown), the level shown, and the
    /// button's text for it; `visible` false hides the button (presentation mode) but keeps Z
    /// and the wheel.
    void setState(bool available, bool zoomedIn, const QString& text, bool visible = true);

signals:
    void zoomRequested(bool in);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_view;
    QPushButton* m_button;
    bool m_available = false;
    bool m_zoomedIn = false;
};

} // namespace ts
