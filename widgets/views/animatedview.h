// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "playbacktransport.h"
#include "transportbar.h"

#include <QList>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ts {

class ChipCanvas;
class FlowLayout;
class ReadoutLabel;
class ZoomToggle;

/// The chrome the animated views share (SystolicView, SimtView, SideBySideView): one playback
/// clock (a PlaybackTransport, the view's only one) with its TransportBar, the readout line in
/// the large bold readout type (or the view's own, compact), the fields with their captions,
/// the edits of those fields coalesced into one rebuild, the smallest type of the canvases
/// (presentation mode), and, for a view that shows an operator on a whole chip, the chip
/// canvas and the zoom toggle between it and the view's own canvas. A view built on it adds
/// its canvases, its fields and what a position of the transport shows; the base calls
/// retranslate() on each language change.
class AnimatedView : public QWidget
{
    Q_OBJECT

public:
    ~AnimatedView() override;

    /// The playback clock: play state, position, speed.
    PlaybackTransport* transport() const { return m_transport; }
    bool isPlaying() const;
    /// The readout line.
    QString readoutText() const;
    /// The readout in the view's own type, not the large bold one: the side-by-side view has
    /// its own header above two of these.
    void setCompactReadout(bool compact);
    /// The smallest type of the canvases, px (the styles' minimumTextPixels; presentation).
    void setMinimumTextPixels(double pixels);
    double minimumTextPixels() const { return m_minimumTextPixels; }
    /// Presentation mode: hides the view's own settings (setControlsVisible) and sizes the
    /// canvases' type from the window, 1/40 of its height (18 px at 720p, 27 px at 1080p),
    /// not from their own height, which the tour caption and the status line shrink.
    virtual void setPresenting(bool presenting);
    /// Zoomed in: the view's own canvas; out: the whole chip (only while showing an operator).
    bool isZoomedIn() const { return m_zoomedIn; }
    /// Null for a view that shows no chip.
    ChipCanvas* chipCanvas() const { return m_chipCanvas; }

public slots:
    void play();
    void pause();
    void togglePlay();

signals:
    void playingChanged(bool playing);

protected:
    AnimatedView(PlaybackTransport::Unit unit, QWidget* parent);

    /// What the view says in the current language (on each language change).
    virtual void retranslate() = 0;
    /// The view's own fields shown or hidden (presentation mode); nothing by default.
    virtual void setControlsVisible(bool visible);
    /// The fields the user edited, once the edits settle (rebuildOnEdit()).
    virtual void applyControls() { }
    /// A request of the zoom toggle (Z, the wheel, the button).
    virtual void setZoomedIn(bool in);
    void changeEvent(QEvent* event) override;

    // The transport in cycles (the systolic and SIMT views publish these): step one cycle,
    // show the given cycle (−1: before the first; clamped), the speed in cycles per second.
    void stepForward();
    void stepBackward();
    void seekToCycle(qint64 cycle);
    void setSpeedCyclesPerSecond(double cyclesPerSecond);
    double speedCyclesPerSecond() const;

    /// The TransportBar on the transport, a child of this view.
    TransportBar* createTransportBar(TransportBar::Features features);
    /// The readout, word-wrapped (a long readout in French or German wraps rather than
    /// widening the window), in the readout type.
    ReadoutLabel* createReadout();
    /// The chip canvas (hidden, named `canvasName`) and the zoom toggle (named `zoomName`),
    /// which asks setZoomedIn().
    void createChipLevel(const QString& canvasName, const QString& zoomName);
    /// Adds `field` to `fields` with a caption before it: caption and field stay together as
    /// one widget (a child of `owner`), the pairs wrap in a narrow window. setCaptions() sets
    /// the captions' texts in the order the fields were added.
    void addField(FlowLayout* fields, QWidget* field, QWidget* owner);
    void setCaptions(const QStringList& texts);
    /// The canvases' smallest type in presentation mode (see setPresenting()), else 11 px.
    double presentationTextPixels(bool presenting) const;
    /// Edits of `field` by the user call applyControls() once they settle; the view's own
    /// changes made while m_updatingControls is set do not.
    void rebuildOnEdit(QSpinBox* field);
    void rebuildOnEdit(QComboBox* field);

    /// The view's own canvas (the one that is not the chip's).
    QWidget* m_canvas = nullptr;
    TransportBar* m_transportBar = nullptr;
    ReadoutLabel* m_readout = nullptr;
    /// The fields' captions, in the order added (each a child of its pair widget).
    QList<QLabel*> m_captions;
    QTimer m_rebuild; ///< coalesces control edits into one rebuild
    bool m_updatingControls = false;
    bool m_controlsVisible = true;
    bool m_zoomedIn = false;
    ChipCanvas* m_chipCanvas = nullptr;
    ZoomToggle* m_zoom = nullptr;

private:
    /// The readout's bold, 1.3× type from the view's font.
    void updateReadoutFont();

    PlaybackTransport* m_transport;
    double m_minimumTextPixels = 11;
    bool m_compactReadout = false;
};

} // namespace ts
