print("OverlayHUD demo")
