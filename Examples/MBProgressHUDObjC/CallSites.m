// MBProgressHUD 1.2 call sites as Objective-C apps write them — a category helper, a delegate, a
// network callback, a manual HUD with grace and minimum show times — with only the import line
// changed. Scripts/ios-objc-clients.sh compiles this file for iOS against the header Swift
// generates for OverlayHUDCore; the static asserts hold MBProgressHUD.h's enum values, and the
// "Bad input" part compiles the calls Objective-C can make that Swift would refuse (see the
// migration guide for what each one does).
//
// UIKit is imported on its own line, as files that use MBProgressHUD usually do: MBProgressHUD.h
// imported UIKit for its users, the module SwiftPM generates for OverlayHUDCore does not re-export
// it (a file that relied on that adds `@import UIKit;`).
#import <UIKit/UIKit.h>
@import OverlayHUDCore;  // was: #import <MBProgressHUD/MBProgressHUD.h>

// MBProgressHUD.h's values, which apps store and compare.
_Static_assert(MBProgressHUDModeIndeterminate == 0, "MBProgressHUDMode");
_Static_assert(MBProgressHUDModeDeterminate == 1, "MBProgressHUDMode");
_Static_assert(MBProgressHUDModeDeterminateHorizontalBar == 2, "MBProgressHUDMode");
_Static_assert(MBProgressHUDModeAnnularDeterminate == 3, "MBProgressHUDMode");
_Static_assert(MBProgressHUDModeCustomView == 4, "MBProgressHUDMode");
_Static_assert(MBProgressHUDModeText == 5, "MBProgressHUDMode");
_Static_assert(MBProgressHUDAnimationFade == 0 && MBProgressHUDAnimationZoom == 1, "MBProgressHUDAnimation");
_Static_assert(MBProgressHUDAnimationZoomOut == 2 && MBProgressHUDAnimationZoomIn == 3, "MBProgressHUDAnimation");
_Static_assert(MBProgressHUDBackgroundStyleSolidColor == 0 && MBProgressHUDBackgroundStyleBlur == 1,
               "MBProgressHUDBackgroundStyle");
_Static_assert(MBProgressMaxOffset == 1000000, "MBProgressMaxOffset");
_Static_assert(sizeof(MBProgressHUDMode) == sizeof(NSInteger), "NS_ENUM(NSInteger, …)");

// The helper category nearly every MBProgressHUD app has.
@interface UIView (AppHUD)
- (MBProgressHUD *)app_showToast:(NSString *)text;
- (void)app_showError:(nullable NSString *)text;
@end

@implementation UIView (AppHUD)

- (MBProgressHUD *)app_showToast:(NSString *)text {
    MBProgressHUD *hud = [MBProgressHUD showHUDAddedTo:self animated:YES];
    hud.mode = MBProgressHUDModeText;
    hud.label.text = text;
    hud.label.numberOfLines = 0;
    hud.margin = 10.f;
    hud.offset = CGPointMake(0.f, MBProgressMaxOffset);
    hud.removeFromSuperViewOnHide = YES;
    hud.userInteractionEnabled = NO;
    [hud hideAnimated:YES afterDelay:2.0];
    return hud;
}

- (void)app_showError:(nullable NSString *)text {
    [MBProgressHUD hideHUDForView:self animated:NO];
    MBProgressHUD *hud = [MBProgressHUD showHUDAddedTo:self animated:YES];
    hud.mode = MBProgressHUDModeCustomView;
    hud.customView = [[UIImageView alloc] initWithImage:[UIImage systemImageNamed:@"xmark"]];
    hud.label.text = text;  // nil when the server sent no message
    hud.detailsLabel.text = nil;
    hud.detailsLabel.font = [UIFont systemFontOfSize:13];
    hud.bezelView.style = MBProgressHUDBackgroundStyleSolidColor;
    hud.bezelView.color = [UIColor colorWithWhite:0 alpha:0.8];
    hud.bezelView.layer.cornerRadius = 8;
    hud.contentColor = UIColor.whiteColor;
    hud.backgroundView.style = MBProgressHUDBackgroundStyleBlur;
    hud.backgroundView.blurEffectStyle = UIBlurEffectStyleDark;
    hud.animationType = MBProgressHUDAnimationZoomIn;
    hud.square = hud.isSquare;
    hud.minSize = CGSizeMake(120, 120);
    hud.defaultMotionEffectsEnabled = hud.areDefaultMotionEffectsEnabled;
    [hud hideAnimated:YES afterDelay:1.5];
}

@end

// A delegate, and a download reporting progress from its session's queue.
@interface AppUploader : NSObject <MBProgressHUDDelegate, NSURLSessionDownloadDelegate>
@property (nonatomic, weak) UIView *view;
@property (nonatomic, strong, nullable) MBProgressHUD *hud;
@end

@implementation AppUploader

- (void)startIn:(UIView *)view {
    self.view = view;
    MBProgressHUD *hud = [[MBProgressHUD alloc] initWithView:view];
    [view addSubview:hud];
    hud.delegate = self;
    hud.graceTime = 0.5;
    hud.minShowTime = 1.0;
    hud.mode = MBProgressHUDModeAnnularDeterminate;
    hud.label.text = @"Uploading";
    [hud.button setTitle:@"Cancel" forState:UIControlStateNormal];
    [hud.button addTarget:self action:@selector(cancel:) forControlEvents:UIControlEventTouchUpInside];
    NSProgress *progress = [NSProgress progressWithTotalUnitCount:10];
    hud.progressObject = progress;
    __weak typeof(self) weakSelf = self;
    hud.completionBlock = ^{
        weakSelf.hud = nil;
    };
    [hud showAnimated:YES];
    self.hud = hud;
}

- (void)cancel:(id)sender {
    [self.hud hideAnimated:YES];
}

- (void)hudWasHidden:(MBProgressHUD *)hud {
    [hud removeFromSuperview];
}

// Called on the session's delegate queue, not the main thread: MBProgressHUD needed a hop to the
// main queue here; OverlayHUD makes these calls from any thread (they hop themselves).
- (void)URLSession:(NSURLSession *)session
                 downloadTask:(NSURLSessionDownloadTask *)downloadTask
                 didWriteData:(int64_t)bytesWritten
            totalBytesWritten:(int64_t)totalBytesWritten
    totalBytesExpectedToWrite:(int64_t)totalBytesExpectedToWrite {
    MBProgressHUD *hud = self.hud;
    hud.mode = MBProgressHUDModeDeterminateHorizontalBar;
    hud.progress = (float)totalBytesWritten / (float)totalBytesExpectedToWrite;  // NaN when 0 / 0
    hud.label.text = [NSString stringWithFormat:@"%lld KB", totalBytesWritten / 1024];
}

- (void)URLSession:(NSURLSession *)session
                 downloadTask:(NSURLSessionDownloadTask *)downloadTask
    didFinishDownloadingToURL:(NSURL *)location {
    // The class methods too: off the main thread they wait for the main queue (behind the calls
    // this queue made before), then answer.
    [MBProgressHUD HUDForView:self.view].detailsLabel.text = @"Done";
    [self.hud hideAnimated:YES afterDelay:0.5];
}

@end

// The progress views apps build custom views from.
static UIView *AppProgressViews(void) {
    MBRoundProgressView *ring = [[MBRoundProgressView alloc] init];
    ring.annular = YES;
    ring.progress = ring.isAnnular ? 0.5f : 0.f;
    ring.progressTintColor = UIColor.systemBlueColor;
    ring.backgroundTintColor = [UIColor colorWithWhite:1 alpha:0.1];
    MBBarProgressView *bar = [[MBBarProgressView alloc] initWithFrame:CGRectMake(0, 0, 120, 20)];
    bar.progress = 0.25f;
    bar.lineColor = UIColor.whiteColor;
    bar.progressColor = UIColor.whiteColor;
    bar.progressRemainingColor = UIColor.clearColor;
    [ring addSubview:bar];
    return ring;
}

// Bad input: what Objective-C can send that MBProgressHUD asserts against or Swift would refuse.
// Each compiles without a warning, and each has a documented answer (the migration guide) and a
// test of its logic on Linux.
static void AppBadInput(NSDictionary *json, id<MBProgressHUDDelegate> shortLived) {
    UIView *missing = json[@"view"];  // nil
    MBProgressHUD *detached = [MBProgressHUD showHUDAddedTo:missing animated:YES];  // a HUD in no view
    [detached hideAnimated:NO];
    BOOL hidden = [MBProgressHUD hideHUDForView:missing animated:YES];  // NO
    MBProgressHUD *none = [MBProgressHUD HUDForView:missing];  // nil
    MBProgressHUD *zero = [[MBProgressHUD alloc] initWithView:missing];  // zero-sized
    zero.label.text = json[@"title"];  // nil text: no label
    zero.customView = json[@"icon"];  // nil custom view: none shown
    zero.progress = [json[@"progress"] floatValue];  // 0 from nil; NaN from @(NAN) is clamped
    zero.progress = NAN;
    zero.delegate = shortLived;  // weak: released while shown, it is not told
    zero.completionBlock = nil;
    zero.contentColor = nil;
    zero.progressObject = nil;
    zero.bezelView.color = nil;
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        // MBProgressHUD asserts the main thread; these hop to it, in this order.
        [zero showAnimated:YES];
        zero.mode = MBProgressHUDModeText;
        zero.label.text = @"From a background queue";
        [zero hideAnimated:YES afterDelay:1];
    });
    (void)hidden;
    (void)none;
}

void AppCallSites(UIViewController *controller, NSDictionary *json) {
    UIView *view = controller.view;
    [view app_showToast:@"Saved"];
    [view app_showError:nil];
    [[AppUploader new] startIn:view];
    [view addSubview:AppProgressViews()];
    AppBadInput(json, [AppUploader new]);
}
