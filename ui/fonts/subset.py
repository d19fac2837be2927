#!/usr/bin/python3
# Makes symbols.ttf and symbols-bold.ttf (see README.md) from DejaVu Sans
# and DejaVu Sans Bold 2.37 (Debian's fonts-dejavu-core), with fontTools
# (Debian's python3-fonttools):
#
#     python3 ui/fonts/subset.py [FONTDIR]
#
# FONTDIR holds DejaVuSans.ttf and DejaVuSans-Bold.ttf (default
# /usr/share/fonts/truetype/dejavu). The subsets hold the ranges below and
# the space and the no-break space, as wide as Noto Sans's, Fyne's text
# font (260 of its 1000 units): Fyne keeps a space in the font of the
# character before it, so the space after "−∞" or "≥" is the subset's, and
# must look like the text font's. Fyne also takes a text's line height and
# baseline from the first font that holds the space, now the subset: its
# ascent and descent are set to Noto Sans's (1069 and 293 of 1000), so
# that every line keeps its height.
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

RANGES = [(0x2190, 0x21FF), (0x2200, 0x22FF), (0x2300, 0x230F), (0x2318, 0x2318), (0x2325, 0x2326),
          (0x2328, 0x2328), (0x232B, 0x232B), (0x2380, 0x2383), (0x23CE, 0x23CF), (0x23E9, 0x23F3),
          (0x25A0, 0x25FF)]
SPACES = [0x0020, 0x00A0]
NOTO_SPACE = 260 / 1000  # Noto Sans's space and no-break space, in ems
NOTO_ASCENT, NOTO_DESCENT = 1069 / 1000, 293 / 1000  # Noto Sans's, regular and bold, in ems


def make(src, dst):
    font = TTFont(src)
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=[u for lo, hi in RANGES for u in range(lo, hi + 1)] + SPACES)
    sub.subset(font)
    upm = font["head"].unitsPerEm
    width = round(NOTO_SPACE * upm)
    cmap = font.getBestCmap()
    for u in SPACES:
        name = cmap[u]
        _, lsb = font["hmtx"][name]
        font["hmtx"][name] = (width, lsb)
    ascent, descent = round(NOTO_ASCENT * upm), round(NOTO_DESCENT * upm)
    hhea, os2 = font["hhea"], font["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = ascent, -descent, 0
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, -descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, descent
    font.save(dst)


if __name__ == "__main__":
    fonts = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
    here = os.path.dirname(os.path.abspath(__file__))
    make(os.path.join(fonts, "DejaVuSans.ttf"), os.path.join(here, "symbols.ttf"))
    make(os.path.join(fonts, "DejaVuSans-Bold.ttf"), os.path.join(here, "symbols-bold.ttf"))
