"""panel-bench's scenes as Qt Quick pages, for the Qt Quick software renderer peer.

Each scene follows the convention of bench/peers: a function `scene(width, height, assets)` returning
`(qml, change)`, where `change(root, i)` alters the page before frame i (not timed). `assets` is the folder
panel-bench wrote the scenes' pictures to (the same pixels PanelKit draws: wallpaper, card pictures,
the drag card's shadow), so both sides draw the same images.

The pages are built from the same numbers as Sources/PanelBench/Scenes (Content.page, StaticScenes,
MotionScenes). Where Qt Quick has no equivalent the difference is named in the scene's docstring:
- Qt Quick's `clip` is rectangular: a card with rounded corners clips its picture to a rectangle, where
  PanelKit clips it to the rounded shape (Qt does less).
- The software backend has no blur: the drag card's shadow is a pre-blurred picture (as a Qt app for the
  software backend ships one), where PanelKit blurs once and caches the mask.
- `layer.enabled: true` is Qt Quick's cached layer, the counterpart of `layer.shouldRasterize`: the
  cached scenes (slide, drag) set it; slide-uncached does not.
"""

import json
import os

FONT = '"DejaVu Sans"'
TITLES = ["Harbour walk", "Old town", "Night market", "Lighthouse", "Gardens"]

# The paragraph of the text scenes and the card (Content.words).
WORDS = (
    "Morning light over the harbour brings the first ferries in, and the market stalls open one by one "
    "along the quay. Fishermen sort the night's catch while cyclists weave between crates of lemons, "
    "figs and bread still warm from the ovens behind the square. By nine the cafés are full, the "
    "museum doors open, and the tram to the old town rattles past the clock tower every six minutes."
)


def q(text):
    """A QML string literal."""
    return json.dumps(text, ensure_ascii=False)


def url(assets, name):
    return q("file://" + os.path.join(os.path.abspath(assets), name))


def gray(white, alpha=1.0):
    """A QML colour literal of a gray level (PanelKit's Color(white:alpha:))."""
    v = round(white * 255)
    return q(f"#{round(alpha * 255):02X}{v:02X}{v:02X}{v:02X}")


def page_qml(width, height, seed, assets, layer):
    """Content.page: an opaque page with a bold header and a grid of rounded cards (picture, two lines)."""
    background = "#F2F2F7" if seed % 2 == 0 else "#E8EEF6"
    margin = round(width / 40)
    columns = max(2, int(width / 280))
    gap = margin
    card_width = (width - 2 * margin - (columns - 1) * gap) // columns
    card_height = int(card_width * 0.9)
    picture_height = int(card_height * 0.62)
    cards = []
    y = margin + 56
    n = 0
    while y + card_height <= height - margin:
        for c in range(columns):
            x = margin + c * (card_width + gap)
            k = (n + c) % 3
            cards.append(
                f"""
        Rectangle {{
            x: {x}; y: {y}; width: {card_width}; height: {card_height}; color: "white"; radius: 14; clip: true
            Image {{ width: {card_width}; height: {picture_height}; source: {url(assets, f"card-{seed + k}.png")} }}
            Text {{
                x: 12; y: {picture_height + 8}; width: {card_width - 24}; height: 24; elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter; font.family: {FONT}; font.pixelSize: 18; font.bold: true
                text: {q(TITLES[(n + c) % 5])}
            }}
            Text {{
                x: 12; y: {picture_height + 34}; width: {card_width - 24}; height: 20; elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter; font.family: {FONT}; font.pixelSize: 14; color: {gray(0.4)}
                text: {q(f"{2 + (n + c) % 7} stops · {20 + 5 * ((n + c) % 9)} min")}
            }}
        }}""")
        n += columns
        y += card_height + gap
    header = "Discover" if seed % 2 == 0 else "For you"
    return f"""
    Rectangle {{
        width: {width}; height: {height}; color: "{background}"; layer.enabled: {str(layer).lower()}
        Text {{
            x: {margin}; y: {margin}; width: {width - 2 * margin}; height: 40; elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter; font.family: {FONT}; font.pixelSize: 28; font.bold: true
            text: {q(header)}
        }}
        {"".join(cards)}
    }}"""


def root(width, height, body, color="black"):
    return f"""
import QtQuick
Rectangle {{
    width: {width}; height: {height}; color: "{color}"
    {body}
}}"""


def child(root_item, name):
    """The item with objectName `name` under the page's root."""
    found = root_item.findChild(__import__("PySide6.QtCore", fromlist=["QObject"]).QObject, name)
    if found is None:
        raise SystemExit(f"qt_quick_scenes.py: no item named {name} in the scene")
    return found


def fill(width, height, assets):
    """The window's background colour changes: one full-screen fill."""
    colors = ["#203040", "#2C3E50"]

    def change(r, i):
        r.setProperty("color", colors[i % 2])

    return root(width, height, "", colors[1]), change


def blit(width, height, assets):
    """A full-screen opaque picture is redrawn. Two copies of the same Image (one pixmap in Qt's cache)
    are stacked and the top one is shown and hidden: every frame damages the screen and draws one
    full-screen opaque image (Qt skips what an opaque item hides, as PanelKit does)."""
    body = f"""
    Image {{ width: {width}; height: {height}; source: {url(assets, "wallpaper.png")} }}
    Image {{ objectName: "top"; width: {width}; height: {height}; source: {url(assets, "wallpaper.png")} }}"""

    def change(r, i):
        child(r, "top").setProperty("visible", i % 2 == 0)

    return root(width, height, body), change


def card(width, height, assets):
    """A translucent rounded card with a paragraph over the wallpaper changes its tint."""
    w = round(width * 0.6)
    h = round(height * 0.5)
    x = round((width - w) / 2)
    y = round((height - h) / 2)
    tints = [gray(1, 0.55), gray(1, 0.62)]
    body = f"""
    Image {{ width: {width}; height: {height}; source: {url(assets, "wallpaper.png")} }}
    Rectangle {{
        objectName: "card"; x: {x}; y: {y}; width: {w}; height: {h}; radius: 24; color: {tints[1]}
        Text {{
            x: 24; y: 24; width: {w - 48}; height: {h - 48}; wrapMode: Text.WordWrap; elide: Text.ElideRight
            verticalAlignment: Text.AlignVCenter; font.family: {FONT}; font.pixelSize: 20; color: {gray(0.08)}
            text: {q(WORDS)}
        }}
    }}"""

    def change(r, i):
        child(r, "card").setProperty("color", json.loads(tints[i % 2]))

    return root(width, height, body), change


def text_warm(width, height, assets):
    """A page of wrapped paragraphs (17 px), one column below 1000 px, two above; its background changes."""
    columns = 2 if width >= 1000 else 1
    margin = 24
    column_width = (width - margin * (columns + 1)) // columns
    paragraphs = height // 60 + 2
    column = f"""
            Column {{
                width: {column_width}; spacing: 12
                Repeater {{
                    model: {paragraphs}
                    Text {{
                        width: {column_width}; wrapMode: Text.WordWrap; color: {gray(0.1)}
                        font.family: {FONT}; font.pixelSize: 17; text: {q(WORDS)}
                    }}
                }}
            }}"""
    colors = ["#FBFAF7", "#F7F6F2"]
    body = f"""
    Rectangle {{
        objectName: "page"; width: {width}; height: {height}; color: "{colors[1]}"
        Item {{
            x: {margin}; y: {margin}; width: {width - 2 * margin}; height: {height - 2 * margin}; clip: true
            Row {{ spacing: {margin}; {"".join(column for _ in range(columns))} }}
        }}
    }}"""

    def change(r, i):
        child(r, "page").setProperty("color", colors[i % 2])

    return root(width, height, body), change


def slide_scene(cached):
    def scene(width, height, assets):
        """Two full-screen pages slide left together, at two positions a frame apart, off the pixel grid.
        slide: each page is a cached layer (layer.enabled); slide-uncached: the pages' items are drawn."""
        offsets = [width * 0.37 + 0.3, width * 0.37 + 0.3 + width / 24]
        body = f"""
    Item {{ objectName: "a"; x: {-offsets[1]}; width: {width}; height: {height}
        {page_qml(width, height, 0, assets, cached)} }}
    Item {{ objectName: "b"; x: {width - offsets[1]}; width: {width}; height: {height}
        {page_qml(width, height, 1, assets, cached)} }}"""

        def change(r, i):
            child(r, "a").setProperty("x", -offsets[i % 2])
            child(r, "b").setProperty("x", width - offsets[i % 2])

        return root(width, height, body), change

    return scene


def drag(width, height, assets):
    """A card with a soft shadow follows a finger a few points over a page; page and card are cached
    layers. The shadow is a pre-blurred picture (drag-shadow.png, PanelKit's shadow of the same card)."""
    w = round(width * 0.15) * 2
    h = round(w * 0.31) * 2
    x = round((width - w) / 2)
    y = round((height - h) / 2)
    reach = 12 * 1.5
    reach = int(reach) + (0 if reach == int(reach) else 1) + 2
    sx, sy = -reach, 8 - reach
    picture_height = round(h * 0.7)
    body = f"""
    {page_qml(width, height, 4, assets, True)}
    Item {{
        objectName: "card"; x: {x}; y: {y}; width: {w}; height: {h}; layer.enabled: true
        Image {{ x: {sx}; y: {sy}; source: {url(assets, "drag-shadow.png")} }}
        Rectangle {{
            width: {w}; height: {h}; radius: 16; color: "white"; clip: true
            Image {{ width: {w}; height: {picture_height}; source: {url(assets, "drag-picture.png")} }}
            Text {{
                x: 14; y: {picture_height + 6}; width: {w - 28}; height: {round(h * 0.3) - 12}
                elide: Text.ElideRight; verticalAlignment: Text.AlignVCenter
                font.family: {FONT}; font.pixelSize: 17; font.bold: true; text: "Drag me to the basket"
            }}
        }}
    }}"""
    steps = [(x + 3, y + 2), (x, y)]

    def change(r, i):
        c = child(r, "card")
        c.setProperty("x", steps[i % 2][0])
        c.setProperty("y", steps[i % 2][1])

    return root(width, height, body), change


def button(width, height, assets):
    """A button changes state (highlighted and back): its background colour and its title's opacity."""
    fills = ["#0A84FF", "#0060DF"]
    x = round((width - 200) / 2)
    y = round((height - 56) / 2)
    body = f"""
    Rectangle {{
        width: {width}; height: {height}; color: "#F2F2F7"
        Text {{
            x: 24; y: 24; width: {width - 48}; height: 40; verticalAlignment: Text.AlignVCenter
            font.family: {FONT}; font.pixelSize: 28; font.bold: true; text: "Ready when you are"
        }}
        Rectangle {{
            objectName: "button"; x: {x}; y: {y}; width: 200; height: 56; radius: 12; color: "{fills[1]}"
            Text {{
                objectName: "title"; anchors.fill: parent; horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter; font.family: {FONT}; font.pixelSize: 20; font.bold: true
                color: "white"; text: "Continue"
            }}
        }}
    }}"""

    def change(r, i):
        child(r, "button").setProperty("color", fills[i % 2])
        child(r, "title").setProperty("opacity", 0.3 if i % 2 == 1 else 1.0)

    return root(width, height, body), change


SCENES = {
    "fill": fill,
    "blit": blit,
    "card": card,
    "text-warm": text_warm,
    "slide": slide_scene(True),
    "slide-uncached": slide_scene(False),
    "drag": drag,
    "button": button,
}
